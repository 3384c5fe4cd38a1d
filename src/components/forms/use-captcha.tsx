import React, { useCallback, useMemo, useRef, type ReactNode } from 'react';
import ReCAPTCHA from 'react-google-recaptcha/lib/recaptcha';
import makeAsyncScriptLoader from 'react-async-script';

type CaptchaHandle = { executeAsync(): Promise<string | null>; reset(): void };

const SITE_KEY = process.env.GATSBY_RECAPTCHA_SITE_KEY ?? '';
// Explicit render, so the widget appears only where a form is; tests serve a stand-in script.
const SCRIPT_URL =
  process.env.GATSBY_RECAPTCHA_SCRIPT_URL ||
  'https://www.google.com/recaptcha/api.js?onload=onloadcallback&render=explicit';

let Loaded: React.ComponentType<Record<string, unknown>> | null = null;
function captchaComponent() {
  Loaded ??= makeAsyncScriptLoader(SCRIPT_URL, { callbackName: 'onloadcallback', globalName: 'grecaptcha' })(ReCAPTCHA);
  return Loaded;
}

export type Captcha = { element: ReactNode; execute(): Promise<string>; reset(): void };

/**
 * The invisible reCAPTCHA (light theme, bottom-right badge) when GATSBY_RECAPTCHA_SITE_KEY
 * is set; without a key `execute` resolves to '' and the server skips the check.
 */
export function useCaptcha(siteKey: string = SITE_KEY): Captcha {
  const ref = useRef<CaptchaHandle | null>(null);
  const execute = useCallback(async () => {
    if (!siteKey) return '';
    const token = await ref.current?.executeAsync();
    return token ?? '';
  }, [siteKey]);
  const reset = useCallback(() => ref.current?.reset(), []);
  const element = useMemo(() => {
    if (!siteKey) return null;
    const Widget = captchaComponent();
    return (
      <Widget
        asyncScriptOnLoad={() => undefined}
        sitekey={siteKey}
        size="invisible"
        theme="light"
        badge="bottomright"
        ref={ref}
      />
    );
  }, [siteKey]);
  return { element, execute, reset };
}
