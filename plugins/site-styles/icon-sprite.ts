import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as BootstrapIcons from 'react-bootstrap-icons';
import { ICONS } from '@brokerage/core/lib/icons';

const SVG = /^<svg\b[^>]*\bviewBox="([^"]+)"[^>]*>([\s\S]*)<\/svg>$/;

/**
 * The sprite of the site's icons: one <symbol> per name of packages/core/src/lib/icons.ts, drawn by
 * react-bootstrap-icons. Fails on a name whose glyph does not exist.
 */
export function iconSprite(icons: Readonly<Record<string, string>> = ICONS): string {
  const library = BootstrapIcons as unknown as Record<string, ComponentType | undefined>;
  const symbols = Object.entries(icons).map(([name, glyph]) => {
    const component = library[glyph];
    if (!component)
      throw new Error(
        `site-styles: react-bootstrap-icons has no icon "${glyph}" (for "${name}", packages/core/src/lib/icons.ts).`,
      );
    const [, viewBox, inner] = SVG.exec(renderToStaticMarkup(createElement(component))) ?? [];
    if (!viewBox || inner === undefined) throw new Error(`site-styles: could not read the SVG of "${glyph}".`);
    return `<symbol id="${name}" viewBox="${viewBox}">${inner}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`;
}

/** Writes the sprite under `publicDir/icons/`, named by content hash; returns its URL. */
export function writeIconSprite(publicDir: string): string {
  const svg = iconSprite();
  const name = `sprite.${createHash('sha256').update(svg).digest('hex').slice(0, 12)}.svg`;
  mkdirSync(path.join(publicDir, 'icons'), { recursive: true });
  writeFileSync(path.join(publicDir, 'icons', name), svg);
  return `/icons/${name}`;
}
