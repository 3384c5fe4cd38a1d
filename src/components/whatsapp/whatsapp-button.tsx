import React from 'react';
import type { LocaleCode } from '@brokerage/core/i18n/locales';
import { t } from '@brokerage/core/i18n/strings';
import { showsWhatsAppButton, whatsappLink } from '@brokerage/core/lib/whatsapp';
import { useSiteSettings } from '../layout/use-site-settings';
import { Icon } from '../ui/icon';

export type WhatsAppButtonProps = {
  locale: LocaleCode;
  /** The page's path; property pages have their agent's own WhatsApp link instead. */
  path: string;
};

/** The floating round WhatsApp chat button, at the inline end of the page bottom. */
export function WhatsAppButton({ locale, path }: WhatsAppButtonProps) {
  const number = useSiteSettings().whatsapp;
  if (!number.replace(/\D/g, '') || !showsWhatsAppButton(path)) return null;
  // A landmark of its own, so that every part of the page is in one (axe best practice).
  return (
    <aside aria-label={t(locale, 'whatsapp.chat')}>
      <a
        className="whatsapp-button"
        href={whatsappLink(number)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t(locale, 'whatsapp.chat')}
      >
        <Icon name="whatsapp" size={28} />
      </a>
    </aside>
  );
}
