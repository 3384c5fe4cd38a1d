import { convertFromAed, type CurrencyCode } from '../lib/currency';
import { escapeMarkup } from '../lib/escape';
import { formatMoney, formatNumber } from '../lib/format';
import { getLocale, type LocaleCode } from '../i18n/locales';
import { t } from '../i18n/strings';
import { perUnit, type AreaUnit } from '../property/area-units';
import type { HistoryRow } from './view';
import { MARKET_TYPES, type MarketType } from './values';

/**
 * The price history chart of an area page, drawn at build as SVG markup (the browser runs
 * no chart code): the median price per sq ft or m² of flats and villas per quarter, in a
 * currency. In Arabic it is mirrored: time runs from right to left, the axis on the right.
 */
export type ChartOptions = { locale: LocaleCode; unit: AreaUnit; currency: CurrencyCode; area: string };

const WIDTH = 720;
const HEIGHT = 300;
const PLOT = { left: 64, right: WIDTH - 16, top: 44, bottom: HEIGHT - 32 };
const SERIES: Record<MarketType, { className: string; color: string; dash: string }> = {
  unit: { className: 'unit', color: '#0b4f6c', dash: '' },
  villa: { className: 'villa', color: '#a15c00', dash: '7 5' },
};

/**
 * A quarter (`2026-Q3`) as a site language writes it.
 * @example quarterLabel('2026-Q3', 'fr') // 'T3 2026'
 */
export function quarterLabel(quarter: string, locale: LocaleCode): string {
  const [year, q] = quarter.split('-Q');
  return t(locale, 'market.quarter', { q: q ?? '', year: year ?? '' });
}

/** A median (AED per sq ft) in a unit and currency, as a whole number. */
const valueIn = (perSqft: number, unit: AreaUnit, currency: CurrencyCode) =>
  convertFromAed(perUnit(perSqft, unit), currency);

/**
 * Round axis steps for a range: 1, 2, 2.5 or 5 times a power of ten, about five of them (a
 * single value gets a fifth of itself around it).
 * @example niceAxis(1180, 2230) // { low: 1000, high: 2250, step: 250 }
 */
export function niceAxis(min: number, max: number, ticks = 5): { low: number; high: number; step: number } {
  if (max <= min) {
    const half = Math.max(1, Math.abs(max) * 0.1);
    [min, max] = [min - half, max + half];
  }
  const raw = (max - min) / ticks;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? 10 * power;
  const low = Math.floor(min / step) * step;
  const high = Math.max(low + step, Math.ceil(max / step) * step);
  return { low, high, step };
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * The chart as SVG markup, or null when no quarter has a median. Its `<title>` and `<desc>`
 * name what it shows and how it moved; the table beside it holds every figure.
 */
export function priceHistorySvg(history: readonly HistoryRow[], options: ChartOptions): string | null {
  const { locale, unit, currency, area } = options;
  const rtl = getLocale(locale).dir === 'rtl';
  const shown = MARKET_TYPES.filter((type) => history.some((row) => row[type]));
  if (!shown.length) return null;
  const values = history.flatMap((row) =>
    shown.flatMap((type) => (row[type] ? [valueIn(row[type].p50, unit, currency)] : [])),
  );
  const axis = niceAxis(Math.min(...values), Math.max(...values));
  // Drawn left to right, and mirrored for a right-to-left language: the SVG's direction is
  // the page's, so a text's start is on its left in English and on its right in Arabic.
  const x = (ltr: number) => round1(rtl ? WIDTH - ltr : ltr);
  const step = (PLOT.right - PLOT.left) / history.length;
  const xAt = (i: number) => PLOT.left + step * (i + 0.5);
  const yAt = (value: number) =>
    round1(PLOT.bottom - ((value - axis.low) / (axis.high - axis.low)) * (PLOT.bottom - PLOT.top));
  const money = (value: number) => formatMoney(value, currency, locale);
  const text = (s: string) => escapeMarkup(s);
  const typeName = (type: MarketType) => t(locale, `market.type.${type}`);

  const parts: string[] = [];
  // Horizontal grid lines and their values.
  for (let value = axis.low; value <= axis.high + axis.step / 2; value += axis.step) {
    const y = yAt(value);
    parts.push(
      `<line class="market-chart__grid" x1="${x(PLOT.left)}" x2="${x(PLOT.right)}" y1="${y}" y2="${y}" stroke="#dee2e6"/>`,
      `<text x="${x(PLOT.left - 8)}" y="${round1(y + 4)}" text-anchor="end">${text(formatNumber(value, locale))}</text>`,
    );
  }
  // Years under their first quarter.
  history.forEach((row, i) => {
    if (!row.quarter.endsWith('Q1')) return;
    const at = x(xAt(i) - step / 2);
    parts.push(
      `<line x1="${at}" x2="${at}" y1="${PLOT.bottom}" y2="${PLOT.bottom + 6}" stroke="#6c757d"/>`,
      `<text x="${x(xAt(i) - step / 2 + 4)}" y="${PLOT.bottom + 20}" text-anchor="start">${row.quarter.slice(0, 4)}</text>`,
    );
  });
  parts.push(
    `<line x1="${x(PLOT.left)}" x2="${x(PLOT.right)}" y1="${PLOT.bottom}" y2="${PLOT.bottom}" stroke="#6c757d"/>`,
    `<text x="${x(PLOT.left - 56)}" y="18" text-anchor="start" font-weight="600">${text(
      t(locale, unit === 'sqm' ? 'market.chart.axis.sqm' : 'market.chart.axis.sqft', { currency }),
    )}</text>`,
  );
  // A line per type, broken where a quarter has too few sales; a marker per quarter with its figures.
  for (const [n, type] of shown.entries()) {
    const style = SERIES[type];
    let path = '';
    let open = false;
    const markers: string[] = [];
    history.forEach((row, i) => {
      const q = row[type];
      if (!q) {
        open = false;
        return;
      }
      const value = valueIn(q.p50, unit, currency);
      const [px, py] = [x(xAt(i)), yAt(value)];
      path += `${open ? 'L' : 'M'}${px} ${py}`;
      open = true;
      const label = text(
        t(locale, 'market.chart.point', {
          quarter: quarterLabel(row.quarter, locale),
          type: typeName(type),
          price: money(value),
          count: formatNumber(q.n, locale),
        }),
      );
      markers.push(
        type === 'unit'
          ? `<circle cx="${px}" cy="${py}" r="3.5" fill="${style.color}"><title>${label}</title></circle>`
          : `<rect x="${round1(px - 3.5)}" y="${round1(py - 3.5)}" width="7" height="7" fill="${style.color}"><title>${label}</title></rect>`,
      );
    });
    parts.push(
      `<path class="market-chart__line market-chart__line--${style.className}" d="${path}" fill="none" stroke="${style.color}" stroke-width="2.5"${
        style.dash ? ` stroke-dasharray="${style.dash}"` : ''
      } stroke-linejoin="round"/>`,
      ...markers,
    );
    // The legend, top right (top left in Arabic): a sample of the line and the type's name.
    const lx = PLOT.right - 230 + n * 120;
    parts.push(
      `<line x1="${x(lx)}" x2="${x(lx + 24)}" y1="14" y2="14" stroke="${style.color}" stroke-width="2.5"${
        style.dash ? ` stroke-dasharray="${style.dash}"` : ''
      }/>`,
      `<text x="${x(lx + 30)}" y="18" text-anchor="start">${text(typeName(type))}</text>`,
    );
  }

  const title = t(locale, unit === 'sqm' ? 'market.chart.title.sqm' : 'market.chart.title.sqft', { area });
  const desc = shown
    .map((type) => {
      const rows = history.filter((row) => row[type]);
      const first = rows[0]!;
      const last = rows[rows.length - 1]!;
      return t(locale, 'market.chart.series', {
        type: typeName(type),
        from: money(valueIn(first[type]!.p50, unit, currency)),
        start: quarterLabel(first.quarter, locale),
        to: money(valueIn(last[type]!.p50, unit, currency)),
        end: quarterLabel(last.quarter, locale),
      });
    })
    .join(' ');
  return (
    `<svg class="market-chart" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" ` +
    `aria-labelledby="market-chart-title" aria-describedby="market-chart-desc" font-size="12" fill="#495057"${rtl ? ' direction="rtl"' : ''}>` +
    `<title id="market-chart-title">${text(title)}</title><desc id="market-chart-desc">${text(desc)}</desc>` +
    parts.join('') +
    '</svg>'
  );
}
