import React, { useState } from 'react';
import { t } from '@brokerage/core/i18n/strings';
import type { LocaleCode } from '@brokerage/core/i18n/locales';

export type ShareButtonProps = {
  title: string;
  locale: LocaleCode;
  /** The button's words, where "Share" alone would not say what is shared. */
  label?: string;
};

/** Shares the page through the device's share sheet, or copies its link where there is none. */
export function ShareButton({ title, locale, label }: ShareButtonProps) {
  const [status, setStatus] = useState<string>('');
  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if ((error as Error).name === 'AbortError') return; // the visitor closed the sheet
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setStatus(t(locale, 'share.copied'));
    } catch {
      setStatus(t(locale, 'share.failed', { url }));
    }
  };
  return (
    <>
      <button type="button" className="btn btn-outline-secondary btn-sm" onClick={share}>
        {label ?? t(locale, 'share.label')}
      </button>
      <span className="small ms-2" role="status">
        {status}
      </span>
    </>
  );
}
