/** Public URLs of the compiled stylesheets, injected by gatsby-node at build. */
declare const __CSS_FILES__: { ltr: string; rtl: string };
/** Public URL of the icon sprite (packages/core/src/lib/icons.ts), injected by plugins/site-styles at build. */
declare const __ICON_SPRITE__: string;

declare module 'rtlcss' {
  const rtlcss: { process(css: string): string };
  export default rtlcss;
}

declare module 'react-google-recaptcha/lib/recaptcha' {
  const ReCAPTCHA: import('react').ComponentType<Record<string, unknown>>;
  export default ReCAPTCHA;
}

declare module 'react-async-script' {
  type Options = { callbackName?: string; globalName?: string; attributes?: Record<string, string> };
  export default function makeAsyncScriptLoader(
    url: string | (() => string),
    options?: Options,
  ): (
    component: import('react').ComponentType<Record<string, unknown>>,
  ) => import('react').ComponentType<Record<string, unknown>>;
}

/** The analytics queue of Google Tag Manager. */
interface Window {
  dataLayer?: Record<string, unknown>[];
}
