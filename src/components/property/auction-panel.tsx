import React, { useEffect, useId, useState } from 'react';
import type { LocaleCode } from '@brokerage/core/i18n/locales';
import { t } from '@brokerage/core/i18n/strings';
import { auctionState, type Auction, type AuctionState } from '@brokerage/core/search/auction';
import { formatDubaiDateTime, formatMoney } from '@brokerage/core/lib/format';
import { Price } from '../currency/price';

const BADGE: Record<AuctionState, string> = {
  upcoming: 'text-bg-primary',
  live: 'text-bg-success',
  sold: 'text-bg-secondary',
  withdrawn: 'text-bg-secondary',
  ended: 'text-bg-secondary',
};

/**
 * What a bidder needs on an auction listing's page: its state, date and time in Dubai, the
 * starting bid and the deposit. The page is built ahead of time: its state is the build's,
 * then the visitor's clock's once the page runs (an auction may have opened since).
 */
export function AuctionPanel({ auction, price, locale }: { auction: Auction; price: number; locale: LocaleCode }) {
  const id = useId();
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => setNow(Date.now()), []);
  const state = auctionState(auction, now ?? Date.now());
  const open = state === 'upcoming' || state === 'live';
  return (
    <section className="auction-panel border rounded p-3 mb-3" aria-labelledby={`${id}-heading`}>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <h2 id={`${id}-heading`} className="h5 mb-0">
          {t(locale, 'auction.title')}
        </h2>
        <span className={`badge ${BADGE[state]}`} suppressHydrationWarning>
          {t(locale, `auction.state.${state}`)}
        </span>
      </div>
      <dl className="property-facts mb-0">
        <dt>{t(locale, 'auction.startsAt')}</dt>
        <dd>
          <time dateTime={auction.startsAt}>{formatDubaiDateTime(auction.startsAt, locale)}</time>
        </dd>
        <dt>{t(locale, 'auction.startingBid')}</dt>
        <dd>
          <Price aed={price} locale={locale} />
        </dd>
        {auction.deposit ? (
          <>
            <dt>{t(locale, 'auction.deposit')}</dt>
            <dd>{formatMoney(auction.deposit, 'AED', locale)}</dd>
          </>
        ) : null}
      </dl>
      {open ? null : (
        <p className="mt-2 mb-0" suppressHydrationWarning>
          {t(locale, 'auction.closed')}
        </p>
      )}
    </section>
  );
}
