import React from 'react';
import type { IconName } from '@brokerage/core/lib/icons';

export type IconProps = { name: IconName; size?: number; className?: string };

/**
 * A decorative icon from the site's sprite (packages/core/src/lib/icons.ts): a few bytes per use instead
 * of the glyph's paths. The icon takes the text colour; the control around it names it.
 */
export function Icon({ name, size = 20, className }: IconProps) {
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <use href={`${__ICON_SPRITE__}#${name}`} />
    </svg>
  );
}
