import { registerServiceWorker, SERVICE_WORKER_URL } from './register-service-worker';

function fakeContainer(registrations: { unregister: jest.Mock }[] = []) {
  return {
    register: jest.fn().mockResolvedValue({}),
    getRegistrations: jest.fn().mockResolvedValue(registrations),
  } as unknown as ServiceWorkerContainer & { register: jest.Mock; getRegistrations: jest.Mock };
}

describe('registerServiceWorker', () => {
  it('production: registers /sw.js for the whole site once the page has loaded', () => {
    const container = fakeContainer();
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    try {
      registerServiceWorker({ enabled: true, container });
      expect(container.register).not.toHaveBeenCalled();
      window.dispatchEvent(new Event('load'));
      expect(container.register).toHaveBeenCalledWith(SERVICE_WORKER_URL, { scope: '/' });
    } finally {
      Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
    }
  });

  it('production, page already loaded: registers at once', () => {
    const container = fakeContainer();
    registerServiceWorker({ enabled: true, container });
    expect(container.register).toHaveBeenCalledTimes(1);
  });

  it('elsewhere (dev server, tests): registers nothing and removes a worker a production run left', async () => {
    const leftover = { unregister: jest.fn().mockResolvedValue(true) };
    const container = fakeContainer([leftover]);
    registerServiceWorker({ enabled: false, container });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(container.register).not.toHaveBeenCalled();
    expect(leftover.unregister).toHaveBeenCalled();
  });

  it('a failed registration only warns: the site works online without it', async () => {
    const container = fakeContainer();
    container.register.mockRejectedValue(new Error('SecurityError'));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    registerServiceWorker({ enabled: true, container });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(warn).toHaveBeenCalledWith('[shell] offline support unavailable', expect.any(Error));
  });

  it('does nothing where service workers do not exist', () => {
    expect(() => registerServiceWorker({ enabled: true, container: undefined })).not.toThrow();
  });
});
