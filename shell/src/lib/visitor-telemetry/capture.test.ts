import type { RuntimeConfig } from 'shared-contracts';

const startReporter = jest.fn(() => jest.fn());
jest.mock('./reporter', () => ({ startReporter }));

/** Idle callbacks run when the test says. */
let idle: (() => void)[] = [];

beforeEach(() => {
  jest.resetModules();
  startReporter.mockClear();
  idle = [];
  window.requestIdleCallback = ((run: () => void) => idle.push(run)) as typeof window.requestIdleCallback;
  window.cancelIdleCallback = jest.fn();
  delete document.documentElement.dataset.appStarted;
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

// An earlier test's module may still wait for the app's start: it is given it here, not in the next test.
afterEach(async () => {
  document.documentElement.dataset.appStarted = 'true';
  await flush();
});
const config = { visitorSampleRate: 1 } as RuntimeConfig;

describe('startVisitorTelemetry', () => {
  it("loads the reporter at an idle moment after the app has started, never in the page's first load (issue 44)", async () => {
    const { startVisitorTelemetry } = await import('./capture');
    // jsdom's document is loaded already: only the app's start is awaited.
    startVisitorTelemetry(config, () => 0);
    await flush();
    expect(idle).toHaveLength(0);

    document.documentElement.dataset.appStarted = 'true';
    await flush();
    expect(idle).toHaveLength(1);
    expect(startReporter).not.toHaveBeenCalled();
    idle[0]!();
    await flush();
    expect(startReporter).toHaveBeenCalledTimes(1);
  });

  it('loads it at once at the first error, app started or not', async () => {
    const { startVisitorTelemetry } = await import('./capture');
    startVisitorTelemetry(config, () => 0);
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('boom') }));
    await flush();
    expect(startReporter).toHaveBeenCalledTimes(1);
  });

  it('a page load outside the sample loads nothing', async () => {
    const { startVisitorTelemetry } = await import('./capture');
    startVisitorTelemetry({ visitorSampleRate: 0.1 } as RuntimeConfig, () => 0.5);
    document.documentElement.dataset.appStarted = 'true';
    await flush();
    expect(idle).toHaveLength(0);
  });
});
