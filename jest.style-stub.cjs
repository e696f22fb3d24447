// Stub for CSS and image imports under jest: CSS-module class names come back as their own key.
module.exports = new Proxy({}, { get: (_target, key) => (key === '__esModule' ? false : key) });
