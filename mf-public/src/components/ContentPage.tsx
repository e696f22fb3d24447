import type { ReactNode } from 'react';
import { FallbackBanner } from './FallbackBanner';
import { PublicPage } from './PublicPage';
import { Spinner } from './Spinner';

/** A page's content as its loading hook reports it: still loading, or ready (possibly the built-in fallback). */
type ContentState = { status: 'loading' } | { status: 'ready'; content: unknown; isFallback: boolean };
type Ready<S extends ContentState> = Extract<S, { status: 'ready' }>;

/**
 * A public page built from editable content (spec section 2): the spinner while the content loads, then the page,
 * under the fallback banner when the built-in content is shown instead (spec section 4).
 */
export function ContentPage<S extends ContentState>({
  state,
  children,
}: {
  state: S;
  children: (content: Ready<S>['content']) => ReactNode;
}) {
  if (state.status === 'loading') {
    return (
      <PublicPage>
        <Spinner />
      </PublicPage>
    );
  }
  // Narrowing a generic by its tag does not reach S itself: state is the ready member here.
  const { content, isFallback } = state as Ready<S>;
  return (
    <PublicPage>
      {isFallback ? <FallbackBanner /> : null}
      {children(content)}
    </PublicPage>
  );
}
