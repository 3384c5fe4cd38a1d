import { getLocale, type LocaleCode } from '../i18n/locales';
import { t } from '../i18n/strings';
import { formatDay } from '../lib/format';
import type { AreaMarket } from './view';

/** The DLD's open data on Dubai Pulse, which the figures come from. */
export const DLD_TRANSACTIONS_URL = 'https://www.dubaipulse.gov.ae/data/dld-transactions/dld_transactions-open';
export const DLD_RENTS_URL = 'https://www.dubaipulse.gov.ae/data/dld-registration/dld_rent_contracts-open';

/**
 * schema.org Dataset of an area page's market figures: what they measure, where and when,
 * made from the Dubai Land Department's open data (Dubai Pulse).
 */
export function marketDatasetJsonLd(
  market: AreaMarket,
  { url, area, locale, siteName }: { url: string; area: string; locale: LocaleCode; siteName: string },
) {
  const first = market.history[0]?.quarter;
  const [year, q] = (first ?? '').split('-Q');
  const start = first ? `${year}-${String((Number(q) - 1) * 3 + 1).padStart(2, '0')}-01` : null;
  return {
    '@context': 'https://schema.org',
    '@type': 'Dataset',
    name: t(locale, 'market.chart.title.sqft', { area }),
    description: `${t(locale, 'market.intro')} ${t(locale, 'market.source.sales', { date: formatDay(market.salesTo, locale) })}`,
    url,
    inLanguage: getLocale(locale).hreflang,
    ...(start ? { temporalCoverage: `${start}/${market.salesTo}` } : {}),
    dateModified: market.salesTo,
    spatialCoverage: {
      '@type': 'Place',
      name: area,
      address: { '@type': 'PostalAddress', addressLocality: area, addressRegion: 'Dubai', addressCountry: 'AE' },
    },
    creator: { '@type': 'GovernmentOrganization', name: 'Dubai Land Department', url: 'https://dubailand.gov.ae' },
    publisher: { '@type': 'Organization', name: siteName },
    isBasedOn: [DLD_TRANSACTIONS_URL, DLD_RENTS_URL],
    isAccessibleForFree: true,
    variableMeasured: [
      { '@type': 'PropertyValue', name: 'Median sale price per square foot', unitText: 'AED/sq ft' },
      { '@type': 'PropertyValue', name: 'Number of sales', unitText: 'sales' },
      { '@type': 'PropertyValue', name: 'Median yearly rent', unitText: 'AED' },
      { '@type': 'PropertyValue', name: 'Gross rental yield', unitText: 'percent' },
    ],
  };
}
