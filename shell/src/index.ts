// zod first: the shell's and every remote's bundle must never probe `new Function` (see zod-jitless.ts).
import './zod-jitless';
// No async boundary: the shared libraries the start-up needs are eager in the shell (rspack.base.ts, HOST_EAGER).
import './bootstrap';
