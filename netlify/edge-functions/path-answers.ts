// The CDN's edge function, where Netlify looks for it: its code is the URL grammar's rule
// (packages/core/src/routing/path-answer.ts), which the build bundles with the site's headers into
// .netlify/site-edge/path-answers.js (plugins/site-netlify/edge-function.ts), since Deno
// cannot import the site's modules as they are; netlify.toml declares where it runs. Run a
// build with NETLIFY=true first.
export { default } from '../../.netlify/site-edge/path-answers.js';
