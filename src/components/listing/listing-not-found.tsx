import React from 'react';
import Container from 'react-bootstrap/Container';
import type { LocaleCode } from '@brokerage/core/i18n/locales';
import { t } from '@brokerage/core/i18n/strings';

/** A listing page's answer to a path that is not one of its root's searches. */
export function ListingNotFound({ locale }: { locale: LocaleCode }) {
  return (
    <Container className="py-5">
      <h1>{t(locale, 'notFoundTitle')}</h1>
      <p>{t(locale, 'notFoundText')}</p>
    </Container>
  );
}
