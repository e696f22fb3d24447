// Module types for the non-code imports the shared Rspack config handles (rspack.base.ts: CSS and image rules).
// One file for every front-end package, included through tsconfig.web.json.
declare module '*.css';
declare module '*.png' {
  const url: string;
  export default url;
}
declare module '*.jpg' {
  const url: string;
  export default url;
}
declare module '*.webp' {
  const url: string;
  export default url;
}
declare module '*.svg' {
  const url: string;
  export default url;
}
