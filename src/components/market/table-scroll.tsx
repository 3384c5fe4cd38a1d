import React from 'react';

/**
 * The box a wide table scrolls sideways in on a phone (Bootstrap's `table-responsive`). A
 * keyboard user scrolls it too, so it takes focus and is named by the table's caption, as a
 * region (axe: scrollable-region-focusable, WCAG 2.1.1).
 */
export function TableScroll({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="table-responsive" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
