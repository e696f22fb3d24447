/**
 * jsdom plus the Web APIs a browser has and jsdom lacks, so every front-end package's tests (shell, mf-*,
 * web-kit/standalone) get them once instead of a setup file per package:
 * - fetch, Response, streams, TextEncoder, ... taken from Node's own implementations, so code under test uses them
 *   exactly as in the browser;
 * - small stand-ins for what antd 6 needs (matchMedia, pseudo-element getComputedStyle, ResizeObserver,
 *   MessageChannel), see installAntdShims.
 */
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'TextEncoder',
  'TextDecoder',
  'structuredClone',
  'BroadcastChannel',
  'AbortSignal',
];

/**
 * antd 6 in jsdom: its responsive helpers call matchMedia (missing in jsdom), its scroll-bar measuring calls
 * getComputedStyle with a pseudo-element (not implemented: jsdom logs an error), rc-resize-observer wants
 * ResizeObserver, and rc-select/rc-motion schedule work through MessageChannel. Browsers have all four; these
 * stand-ins keep the tests quiet and deterministic. A test may still install its own (e.g. a viewport-aware
 * matchMedia): every property stays writable and configurable.
 */
function installAntdShims(window) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });

  const getComputedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element) => getComputedStyle(element);

  if (typeof window.ResizeObserver === 'undefined') {
    window.ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }

  // A timer-based pair of ports keeps the "after the current task" ordering; Node's own MessageChannel would hold
  // jest open through its ref'd worker ports.
  if (typeof window.MessageChannel === 'undefined') {
    window.MessageChannel = class {
      constructor() {
        const port = () => ({ onmessage: null, postMessage: undefined, close() {}, start() {} });
        this.port1 = port();
        this.port2 = port();
        this.port1.postMessage = (data) => window.setTimeout(() => this.port2.onmessage?.({ data }), 0);
        this.port2.postMessage = (data) => window.setTimeout(() => this.port1.onmessage?.({ data }), 0);
      }
    };
  }
}

class BrowserLikeEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FROM_NODE) {
      if (this.global[name] === undefined && globalThis[name] !== undefined)
        this.global[name] = globalThis[name];
    }
    installAntdShims(this.global);
  }
}

module.exports = BrowserLikeEnvironment;
