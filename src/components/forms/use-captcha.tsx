import React, { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

type CaptchaHandle = { executeAsync(): Promise<string | null>; reset(): void };
type Widget = React.ComponentType<Record<string, unknown>>;

const SITE_KEY = process.env.GATSBY_RECAPTCHA_SITE_KEY ?? '';

export type Captcha = {
  element: ReactNode;
  /** Starts loading the captcha (its code and Google's script): on the form's first focus. */
  want(): void;
  execute(): Promise<string>;
  reset(): void;
};

/** A promise with its resolve and reject at hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  promise.catch(() => {});
  return { promise, resolve, reject };
}

/**
 * The invisible reCAPTCHA (light theme, bottom-right badge) when GATSBY_RECAPTCHA_SITE_KEY
 * is set; without a key `execute` resolves to '' and the server skips the check. Neither
 * its code nor Google's script loads with the page: `want()` (the form's first focus) or
 * a submit loads them, and `execute` waits for the widget.
 */
export function useCaptcha(siteKey: string = SITE_KEY): Captcha {
  const [wanted, setWanted] = useState(false);
  const [Widget, setWidget] = useState<Widget | null>(null);
  const handle = useRef(deferred<CaptchaHandle>());
  const want = useCallback(() => {
    if (siteKey) setWanted(true);
  }, [siteKey]);

  useEffect(() => {
    if (!wanted) return;
    let live = true;
    import(/* webpackChunkName: "captcha" */ './captcha-widget').then(
      (m) => live && setWidget(() => m.CaptchaWidget),
      (error: unknown) => handle.current.reject(error),
    );
    return () => {
      live = false;
    };
  }, [wanted]);

  const execute = useCallback(async () => {
    if (!siteKey) return '';
    setWanted(true);
    const widget = await handle.current.promise;
    return (await widget.executeAsync()) ?? '';
  }, [siteKey]);
  const reset = useCallback(() => void handle.current.promise.then((widget) => widget.reset()), []);
  const element = useMemo(() => {
    if (!siteKey || !Widget) return null;
    return (
      <Widget
        asyncScriptOnLoad={() => undefined}
        sitekey={siteKey}
        size="invisible"
        theme="light"
        badge="bottomright"
        ref={(widget: CaptchaHandle | null) => {
          if (widget) handle.current.resolve(widget);
        }}
      />
    );
  }, [siteKey, Widget]);
  return { element, want, execute, reset };
}
