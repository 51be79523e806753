import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ICON_SIZES, ICON_VARIANTS, iconFile, renderIcon } from './icons';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('toolbar and store icons', () => {
  for (const variant of ICON_VARIANTS) {
    for (const size of ICON_SIZES) {
      it(`${variant}-${size}.png is the committed rendering of ${variant}.svg (run npm run icons)`, () => {
        const committed = readFileSync(iconFile(variant, size));
        expect(committed.subarray(0, 8)).toEqual(PNG_SIGNATURE);
        // Width and height sit at bytes 16–23 of the IHDR chunk.
        expect([committed.readUInt32BE(16), committed.readUInt32BE(20)]).toEqual([size, size]);
        expect(committed.equals(renderIcon(variant, size))).toBe(true);
      });
    }
  }
});
