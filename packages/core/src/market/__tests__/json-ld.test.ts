import { marketDatasetJsonLd } from '../json-ld';
import { areaMarket } from '../view';
import { figuresOf, importRows, saleCells } from '../../testing/market-factories';

describe('marketDatasetJsonLd', () => {
  it('describes an area’s figures as a schema.org Dataset made from the DLD’s open data', () => {
    const market = areaMarket(
      figuresOf(importRows(Array.from({ length: 5 }, (_, i) => saleCells({ transaction_id: `${i}` })))),
    );
    const dataset = marketDatasetJsonLd(market, {
      url: 'https://www.oasiskey.ae/properties/for-sale/in-dubai-marina/',
      area: 'Dubai Marina',
      locale: 'en',
      siteName: 'Oasis Key Properties',
    });
    expect(dataset).toMatchObject({
      '@type': 'Dataset',
      name: 'Median price per sq ft of homes sold in Dubai Marina, by quarter',
      temporalCoverage: '2021-10-01/2026-08-15',
      creator: { '@type': 'GovernmentOrganization', name: 'Dubai Land Department' },
      spatialCoverage: { '@type': 'Place', name: 'Dubai Marina' },
      isAccessibleForFree: true,
    });
    expect(dataset.description).toMatch(/Source: Dubai Land Department, sales registered to 15 Aug 2026\.$/);
    expect(dataset.description.length).toBeGreaterThan(50);
  });
});
