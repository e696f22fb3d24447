import { mainThreadBreaksPlugin } from './main-thread-breaks-plugin';

type InitArgs = Parameters<NonNullable<ReturnType<typeof mainThreadBreaksPlugin>['beforeInitContainer']>>[0];

it("initialises a remote's container in a later task than the one that evaluated its remoteEntry.js", async () => {
  jest.useFakeTimers();
  const args = { shareScope: {} } as unknown as InitArgs;
  let settled = false;
  const initialised = Promise.resolve(mainThreadBreaksPlugin().beforeInitContainer!(args)).then((result) => {
    settled = true;
    return result;
  });

  await Promise.resolve();
  await Promise.resolve();
  expect(settled).toBe(false);
  jest.runOnlyPendingTimers();
  await expect(initialised).resolves.toBe(args);
  jest.useRealTimers();
});
