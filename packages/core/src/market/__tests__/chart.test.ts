import { parse } from 'node-html-parser';
import { niceAxis, priceHistorySvg, quarterLabel } from '../chart';
import type { HistoryRow } from '../view';

const row = (quarter: string, unit: number | null, villa: number | null = null): HistoryRow => ({
  quarter,
  unit: unit === null ? null : { n: 12, p25: unit - 100, p50: unit, p75: unit + 100 },
  villa: villa === null ? null : { n: 6, p25: villa - 100, p50: villa, p75: villa + 100 },
  sales: { unit: unit === null ? 2 : 12, villa: villa === null ? 0 : 6 },
});
const history = [
  row('2025-Q4', 1800, 1500),
  row('2026-Q1', 1900),
  row('2026-Q2', null, 1600),
  row('2026-Q3', 2100, 1700),
];

const markersOf = (svg: string) =>
  parse(svg)
    .querySelectorAll('circle')
    .map((c) => ({ x: Number(c.getAttribute('cx')), title: c.querySelector('title')?.text }));

describe('priceHistorySvg', () => {
  it('draws a line and a marker per quarter with a median, titled and described', () => {
    const svg = priceHistorySvg(history, { locale: 'en', unit: 'sqft', currency: 'AED', area: 'Dubai Marina' })!;
    const root = parse(svg).querySelector('svg')!;
    expect(root.getAttribute('role')).toBe('img');
    expect(root.querySelector('title')?.text).toBe('Median price per sq ft of homes sold in Dubai Marina, by quarter');
    expect(root.querySelector('desc')?.text).toBe(
      'Flats: AED 1,800 in Q4 2025, AED 2,100 in Q3 2026. Villas: AED 1,500 in Q4 2025, AED 1,700 in Q3 2026.',
    );
    expect(markersOf(svg).map((m) => m.title)).toEqual([
      'Q4 2025, Flats: AED 1,800 (12 sales)',
      'Q1 2026, Flats: AED 1,900 (12 sales)',
      'Q3 2026, Flats: AED 2,100 (12 sales)',
    ]);
    // The flats' line breaks at Q2 2026, which has too few sales.
    expect(root.querySelector('.market-chart__line--unit')?.getAttribute('d')?.match(/M/g)).toHaveLength(2);
    expect(root.querySelectorAll('rect')).toHaveLength(3);
  });

  it('runs from right to left in Arabic', () => {
    const ltr = markersOf(priceHistorySvg(history, { locale: 'en', unit: 'sqft', currency: 'AED', area: 'x' })!);
    const rtl = markersOf(priceHistorySvg(history, { locale: 'ar', unit: 'sqft', currency: 'AED', area: 'x' })!);
    expect(ltr[0]!.x).toBeLessThan(ltr[2]!.x);
    expect(rtl[0]!.x).toBeGreaterThan(rtl[2]!.x);
    expect(rtl.map((m) => m.x)).toEqual(ltr.map((m) => 720 - m.x));
  });

  it('follows the unit and the currency', () => {
    const svg = priceHistorySvg(history, { locale: 'en', unit: 'sqm', currency: 'USD', area: 'x' })!;
    expect(parse(svg).querySelector('desc')?.text).toMatch(/^Flats: USD 5,276 in Q4 2025/);
    expect(svg).toContain('USD per m²');
  });

  it('escapes the area name and draws nothing without a median', () => {
    expect(priceHistorySvg(history, { locale: 'en', unit: 'sqft', currency: 'AED', area: '<b>&' })).toContain(
      'in &lt;b&gt;&amp;, by quarter',
    );
    expect(
      priceHistorySvg([row('2026-Q3', null)], { locale: 'en', unit: 'sqft', currency: 'AED', area: 'x' }),
    ).toBeNull();
  });
});

describe('chart helpers', () => {
  it.each([
    [1180, 2230, { low: 1000, high: 2250, step: 250 }],
    [12700, 24100, { low: 12500, high: 25000, step: 2500 }],
    [1500, 1500, { low: 1300, high: 1700, step: 100 }],
  ])('rounds the axis of %d to %d', (min, max, expected) => {
    expect(niceAxis(min, max)).toEqual(expected);
  });

  it('names quarters in each language', () => {
    expect(['en', 'ar', 'fr', 'ru', 'pl'].map((l) => quarterLabel('2026-Q3', l as 'en'))).toEqual([
      'Q3 2026',
      'الربع 3 2026',
      'T3 2026',
      '3 кв. 2026',
      '3 kw. 2026',
    ]);
  });
});
