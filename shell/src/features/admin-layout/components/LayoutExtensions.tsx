import { Component, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { remoteModuleId } from 'shared-contracts';
import { usePageTable } from '../../../lib/federation/page-table-context';
import { loadRemotePage, type RemoteModuleId } from '../../../lib/federation/remotes';

/** An extension draws nothing of the layout's own: one that fails is logged and left out, never a fallback panel. */
class QuietBoundary extends Component<{ id: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.warn(`[shell] extension "${this.props.id}" failed`, error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

function Extension({ id }: { id: RemoteModuleId }) {
  const [Loaded, setLoaded] = useState<ComponentType | null>(null);
  useEffect(() => {
    let active = true;
    loadRemotePage(id).then(
      (mod) => active && !('isRemoteFallback' in mod) && setLoaded(() => mod.default),
      (error: unknown) => console.warn(`[shell] extension "${id}" did not load`, error),
    );
    return () => {
      active = false;
    };
  }, [id]);
  return Loaded ? <Loaded /> : null;
}

/**
 * What remotes add to the admin layout (slot 'admin-layout' of their declarations, e.g. the inquiries remote's
 * new-inquiry alerts): mounted once for the signed-in session, so the shell itself holds no feature logic.
 */
export function LayoutExtensions() {
  const { extensions } = usePageTable();
  return extensions
    .filter((extension) => extension.slot === 'admin-layout')
    .map((extension) => {
      const id = remoteModuleId(extension.remote, extension.expose);
      return (
        <QuietBoundary key={id} id={id}>
          <Extension id={id} />
        </QuietBoundary>
      );
    });
}
