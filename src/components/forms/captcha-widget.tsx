import type React from 'react';
import ReCAPTCHA from 'react-google-recaptcha/lib/recaptcha';
import makeAsyncScriptLoader from 'react-async-script';

// Explicit render, so the widget appears only where a form is; tests serve a stand-in script.
const SCRIPT_URL =
  process.env.GATSBY_RECAPTCHA_SCRIPT_URL ||
  'https://www.google.com/recaptcha/api.js?onload=onloadcallback&render=explicit';

/** react-google-recaptcha with Google's script loader: a chunk of its own (see use-captcha). */
export const CaptchaWidget: React.ComponentType<Record<string, unknown>> = makeAsyncScriptLoader(SCRIPT_URL, {
  callbackName: 'onloadcallback',
  globalName: 'grecaptcha',
})(ReCAPTCHA);
