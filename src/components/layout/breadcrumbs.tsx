import React from 'react';
import { Link } from 'gatsby';
import Breadcrumb from 'react-bootstrap/Breadcrumb';
import type { Crumb } from '@brokerage/core/seo/breadcrumbs';
import { t } from '@brokerage/core/i18n/strings';
import type { LocaleCode } from '@brokerage/core/i18n/locales';

/**
 * The visible trail of a page, the same one its BreadcrumbList JSON-LD carries; the last
 * crumb is the page itself (aria-current), not a link. Nothing for fewer than two crumbs.
 */
export function Breadcrumbs({ trail, locale }: { trail: readonly Crumb[]; locale: LocaleCode }) {
  if (trail.length < 2) return null;
  return (
    <Breadcrumb label={t(locale, 'breadcrumb')} className="site-breadcrumb small">
      {trail.map((crumb, index) =>
        index === trail.length - 1 ? (
          <Breadcrumb.Item key={crumb.path} active dir="auto">
            {crumb.name}
          </Breadcrumb.Item>
        ) : (
          <Breadcrumb.Item key={crumb.path} linkAs={Link} linkProps={{ to: crumb.path }}>
            {crumb.name}
          </Breadcrumb.Item>
        ),
      )}
    </Breadcrumb>
  );
}
