/**
 * `npm run icons`: renders the star mark (public/icon/star-*.svg, the sources) to the PNG sizes the
 * manifests and stores ask for. The PNGs are committed; icons.test.ts fails when they drift from the SVGs.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Resvg } from '@resvg/resvg-js';

export const ICON_DIR = resolve(fileURLToPath(import.meta.url), '../../public/icon');
export const ICON_SIZES = [16, 32, 48, 128] as const;
export const ICON_VARIANTS = ['star-on', 'star-off'] as const;

export function renderIcon(variant: (typeof ICON_VARIANTS)[number], size: number): Buffer {
  const svg = readFileSync(join(ICON_DIR, `${variant}.svg`), 'utf8');
  return new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng();
}

export function iconFile(variant: (typeof ICON_VARIANTS)[number], size: number): string {
  return join(ICON_DIR, `${variant}-${size}.png`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const variant of ICON_VARIANTS) {
    for (const size of ICON_SIZES) writeFileSync(iconFile(variant, size), renderIcon(variant, size));
  }
  console.log(`wrote ${ICON_VARIANTS.length * ICON_SIZES.length} icons to ${ICON_DIR}`);
}
