// zod first: the shell's and every remote's bundle must never probe `new Function` (see zod-jitless.ts).
import './zod-jitless';
import { nextTask } from './lib/main-thread/next-task';

// The start-up's code is evaluated in three tasks rather than one: the federation runtime's start, React DOM's module
// and the app's modules, about a third each. In one piece it held a phone's main thread ~250 ms (4x CPU), long
// enough to miss a tap (Lighthouse's Total Blocking Time). Eager imports: the modules stay in main.js (no extra
// chunk or request); only their evaluation waits. The shared libraries the start-up needs are eager in the shell
// (rspack.base.ts, HOST_EAGER).
void nextTask()
  .then(() => import(/* webpackMode: "eager" */ 'react-dom/client'))
  .then(nextTask)
  .then(() => import(/* webpackMode: "eager" */ './bootstrap'));
