/** Public URLs of the compiled stylesheets, injected by gatsby-node at build. */
declare const __CSS_FILES__: { ltr: string; rtl: string };
/** Public URL of the icon sprite (src/lib/icons.ts), injected by plugins/site-styles at build. */
declare const __ICON_SPRITE__: string;
/** Public URL of each language's UI strings (src/i18n/string-tables.browser.ts), from plugins/site-strings. */
declare const __STRING_FILES__: Record<import('@brokerage/leads/i18n/locales').LocaleCode, string>;

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
