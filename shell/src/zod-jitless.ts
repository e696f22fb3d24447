// zod (in the shell's and every remote's bundle) must never probe `new Function` for its JIT. Under the site's CSP
// (no 'unsafe-eval') the probe fails harmlessly but is reported as a CSP violation. zod reads this global config
// object when each schema is created, so index.ts imports this module before any module that defines one.
const zodConfig = ((globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig ??= {});
zodConfig.jitless = true;

export {};
