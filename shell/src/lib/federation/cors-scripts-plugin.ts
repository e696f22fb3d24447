import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Whether a script at `url` loads as a CORS request (crossorigin="anonymous"): one from another origin, the rule the
 * remotes' own chunk loading follows (rspack's output.crossOriginLoading), so a preload and the script that uses it
 * always agree.
 */
export function loadsWithCors(url: string, pageOrigin: string = location.origin): boolean {
  return new URL(url, pageOrigin).origin !== pageOrigin;
}

/**
 * MF runtime plugin: the remotes' scripts the runtime adds (remoteEntry.js, a page's chunks) load with
 * crossorigin="anonymous", as the remotes' own runtimes load their other chunks. Without it the browser mutes every
 * error such a script throws outside React's render (a timer, an event handler, a promise) to "Script error.", with
 * no message, file or stack: the visitor reports (issue 45) could say which release threw, never what. The remotes'
 * servers allow it (Access-Control-Allow-Origin: *).
 */
export function corsScriptsPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shell-cors-scripts',
    createScript({ url, attrs }) {
      if (!loadsWithCors(url)) return undefined;
      const script = document.createElement('script');
      for (const [name, value] of Object.entries(attrs ?? {})) {
        if (name === 'async' || name === 'defer') script[name] = Boolean(value);
        else script.setAttribute(name, String(value));
      }
      script.crossOrigin = 'anonymous';
      script.src = url;
      return script;
    },
  };
}
