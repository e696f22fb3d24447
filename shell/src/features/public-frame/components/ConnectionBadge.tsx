import { connectionStore } from 'web-kit';
import { useStore } from 'zustand';
import { useFrameTexts } from '../../../lib/i18n/site-language';

interface Props {
  /** Show 'Connected' too while online (spec section 2: only when forced to always show). */
  alwaysShow?: boolean;
}

/**
 * Floating badge at the bottom right (spec section 2): 'Offline Mode' when offline, 'Connected' only when forced,
 * nothing while the connection state is unknown. A status region, so screen readers hear the change.
 */
export function ConnectionBadge({ alwaysShow = false }: Props) {
  const status = useStore(connectionStore, (state) => state.status);
  const texts = useFrameTexts().frame;
  const text =
    status === 'offline'
      ? texts.offlineBadge
      : status === 'online' && alwaysShow
        ? texts.connectedBadge
        : null;
  return (
    <div className="pf-badge-region" role="status">
      {text && (
        <span className={`pf-badge pf-badge--${status}`} data-testid="connection-badge">
          <span className="pf-badge__dot" aria-hidden="true" />
          {text}
        </span>
      )}
    </div>
  );
}
