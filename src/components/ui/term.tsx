import React from 'react';
import type { LocaleCode } from '@brokerage/core/i18n/locales';
import { termIn } from '@brokerage/core/i18n/terms';

/**
 * A CMS term (an amenity, a job title) in the page's language where the vocabulary knows
 * it, else in English and marked `lang="en"` for screen readers and hyphenation.
 */
export function Term({
  english,
  locale,
  as: Tag = 'span',
  className,
}: {
  english: string;
  locale: LocaleCode;
  as?: 'span' | 'p' | 'li';
  className?: string;
}) {
  const shown = termIn(locale, english);
  return (
    <Tag className={className} lang={shown.lang === locale ? undefined : shown.lang}>
      {shown.text}
    </Tag>
  );
}
