import React from 'react';
import { Link } from 'gatsby';
import type { SearchFilter } from '@brokerage/core/search/filter';
import { buildSearchPath } from '@brokerage/core/search/grammar';
import { getLocale, localizePath, type LocaleCode } from '@brokerage/core/i18n/locales';
import { t } from '@brokerage/core/i18n/strings';

export type PaginationProps = { filter: SearchFilter; page: number; pageCount: number; locale: LocaleCode };

/** Page links as real URLs (page-N segments), so search engines can follow them. */
export function Pagination({ filter, page, pageCount, locale }: PaginationProps) {
  if (pageCount <= 1) return null;
  const href = (n: number) => localizePath(buildSearchPath({ ...filter, page: n }), getLocale(locale));
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1).filter(
    (n) => n === 1 || n === pageCount || Math.abs(n - page) <= 2,
  );
  return (
    <nav aria-label={t(locale, 'pagination.label')} className="mt-4">
      <ul className="pagination flex-wrap">
        {page > 1 ? (
          <li className="page-item">
            <Link className="page-link" to={href(page - 1)} rel="prev">
              {t(locale, 'pagination.previous')}
            </Link>
          </li>
        ) : null}
        {pages.map((n, i) => (
          <React.Fragment key={n}>
            {i > 0 && n - (pages[i - 1] ?? n) > 1 ? (
              <li className="page-item disabled" aria-hidden="true">
                <span className="page-link">…</span>
              </li>
            ) : null}
            <li className={`page-item${n === page ? ' active' : ''}`}>
              <Link
                className="page-link"
                to={href(n)}
                aria-current={n === page ? 'page' : undefined}
                aria-label={t(locale, 'pagination.page', { page: n })}
              >
                {n}
              </Link>
            </li>
          </React.Fragment>
        ))}
        {page < pageCount ? (
          <li className="page-item">
            <Link className="page-link" to={href(page + 1)} rel="next">
              {t(locale, 'pagination.next')}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
