/** Public URLs of the compiled stylesheets, injected by gatsby-node at build. */
declare const __CSS_FILES__: { ltr: string; rtl: string };

declare module 'rtlcss' {
  const rtlcss: { process(css: string): string };
  export default rtlcss;
}
