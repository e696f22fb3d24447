import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { RemoteRetryContext } from './retry-context';
import { remoteFallbackPlugin } from './fallback-plugin';

type Hook = (args: { id: string; error: unknown; lifecycle: string }) => unknown;

describe('remoteFallbackPlugin', () => {
  const errorLoadRemote = remoteFallbackPlugin().errorLoadRemote as unknown as Hook;

  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('lets manifest/entry errors travel on to the onLoad stage', () => {
    expect(errorLoadRemote({ id: 'http://x/mf-manifest.json', error: new Error('x'), lifecycle: 'afterResolve' })).toBe(
      undefined,
    );
    expect(errorLoadRemote({ id: 'react', error: new Error('x'), lifecycle: 'beforeLoadShare' })).toBe(undefined);
  });

  it('answers a failed page load with a module whose page is the fallback with Retry', async () => {
    const mod = errorLoadRemote({
      id: 'mf_public/Home',
      error: new Error('Failed to get manifest'),
      lifecycle: 'onLoad',
    }) as { default: ComponentType; isRemoteFallback: boolean };
    expect(mod.isRemoteFallback).toBe(true);
    const retry = jest.fn();
    const Page = mod.default;
    render(
      <RemoteRetryContext.Provider value={retry}>
        <Page />
      </RemoteRetryContext.Provider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to get manifest');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
