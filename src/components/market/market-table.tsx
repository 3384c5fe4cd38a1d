import React from 'react';

/**
 * A market table in the box it scrolls sideways in on a phone (Bootstrap's
 * `table-responsive`). A keyboard user scrolls it too, so the box takes focus and is named
 * by the table's caption, as a region (axe: scrollable-region-focusable, WCAG 2.1.1).
 * `after` follows the table inside the box (a note on its figures).
 */
export function MarketTable({
  caption,
  children,
  after,
}: {
  caption: string;
  children: React.ReactNode;
  after?: React.ReactNode;
}) {
  return (
    <div className="table-responsive" role="region" aria-label={caption} tabIndex={0}>
      <table className="table table-sm market-table caption-top">
        <caption>{caption}</caption>
        {children}
      </table>
      {after}
    </div>
  );
}
