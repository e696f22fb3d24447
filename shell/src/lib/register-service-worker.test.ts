import { removeServiceWorkerOutsideProduction } from './register-service-worker';

function fakeContainer(registrations: { unregister: jest.Mock }[] = []) {
  return {
    register: jest.fn().mockResolvedValue({}),
    getRegistrations: jest.fn().mockResolvedValue(registrations),
  } as unknown as ServiceWorkerContainer & { register: jest.Mock; getRegistrations: jest.Mock };
}

describe('removeServiceWorkerOutsideProduction', () => {
  it('outside production (dev server, tests): registers nothing and removes a worker a production run left', async () => {
    const leftover = { unregister: jest.fn().mockResolvedValue(true) };
    const container = fakeContainer([leftover]);
    removeServiceWorkerOutsideProduction({ production: false, container });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(container.register).not.toHaveBeenCalled();
    expect(leftover.unregister).toHaveBeenCalled();
  });

  it('in production leaves the worker the start-up script registered alone', async () => {
    const worker = { unregister: jest.fn() };
    const container = fakeContainer([worker]);
    removeServiceWorkerOutsideProduction({ production: true, container });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(container.getRegistrations).not.toHaveBeenCalled();
    expect(worker.unregister).not.toHaveBeenCalled();
  });

  it('does nothing where service workers do not exist', () => {
    expect(() =>
      removeServiceWorkerOutsideProduction({ production: false, container: undefined }),
    ).not.toThrow();
  });
});
