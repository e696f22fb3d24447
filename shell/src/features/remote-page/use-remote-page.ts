import { useEffect, useState, type ComponentType } from 'react';
import { loadedRemotePage, type loadRemotePage, type RemoteModuleId } from '../../lib/federation/remotes';

export type RemotePageState =
  | { status: 'loading' }
  | { status: 'ready'; Page: ComponentType }
  | { status: 'failed'; error: unknown };

interface Result {
  attempt: number;
  state: RemotePageState;
}

function initialResult(id: RemoteModuleId, attempt: number): Result {
  const mod = attempt === 0 ? loadedRemotePage(id) : undefined;
  return { attempt, state: mod ? { status: 'ready', Page: mod.default } : { status: 'loading' } };
}

/**
 * A remote page's component, loaded afresh for each `attempt` (Retry). Loaded with state rather than React.lazy and
 * Suspense on purpose: React holds back the content of a Suspense boundary until 300 ms after its fallback appeared
 * (its fallback throttle), which kept the first view's page, and with it the Largest Contentful Paint, waiting ~200 ms
 * after its code had arrived. A state update commits as soon as it has rendered.
 */
export function useRemotePage(
  id: RemoteModuleId,
  load: typeof loadRemotePage,
  attempt: number,
): RemotePageState {
  const [result, setResult] = useState<Result>(() => initialResult(id, attempt));
  const current = result.attempt === attempt;
  const settled = current && result.state.status !== 'loading';

  useEffect(() => {
    if (settled) return;
    let active = true;
    load(id, attempt > 0).then(
      (mod) => active && setResult({ attempt, state: { status: 'ready', Page: mod.default } }),
      (error: unknown) => active && setResult({ attempt, state: { status: 'failed', error } }),
    );
    return () => {
      active = false;
    };
  }, [id, load, attempt, settled]);

  return current ? result.state : { status: 'loading' };
}
