import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { nextTask } from '../lib/main-thread/next-task';

/**
 * MF runtime plugin: a remote's container is initialised in its own task, not in the task that evaluated its
 * remoteEntry.js. Together they held a phone's main thread ~145 ms (4x CPU) on a public route's start.
 */
export function mainThreadBreaksPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shell-main-thread-breaks',
    async beforeInitContainer(args) {
      await nextTask();
      return args;
    },
  };
}
