/**
 * Where the toolbar button hides until pinned, drawn: the address bar, the puzzle-piece Extensions button,
 * and its list with jobstar's row and pin. Our own drawing in the page's colours (no remote image), so it
 * follows the light and dark themes and reads the same in both browsers.
 */
import type { JSX } from 'preact';

/** A puzzle piece 16 px wide at (x, y): the Extensions button of Chrome and Firefox. */
const puzzle = (x: number, y: number) =>
  `M${x} ${y + 4}h4a2 2 0 1 1 4 0h4v4a2 2 0 1 1 0 4v4h-4a2 2 0 1 0 -4 0h-4v-4a2 2 0 1 0 0 -4z`;

/** A push pin about 14 px high at (x, y). */
const pin = (x: number, y: number) => `M${x + 3} ${y}h8l-1 5 3 4h-12l3 -4z M${x + 7} ${y + 9}v6`;

export function PinPicture({ label }: { label: string }): JSX.Element {
  return (
    <svg class="pin-picture" dir="ltr" viewBox="0 0 360 150" role="img" aria-label={label} data-testid="pin-picture">
      <rect x="1" y="1" width="358" height="40" rx="6" class="pin-bar" />
      <rect x="12" y="9" width="250" height="24" rx="12" class="pin-field" />
      <path d={puzzle(282, 13)} class="pin-puzzle" />
      <circle cx="290" cy="21" r="15" class="pin-ring" />
      <path d="M290 38 L290 52" class="pin-arrow" />
      <rect x="150" y="52" width="205" height="92" rx="6" class="pin-menu" />
      <text x="164" y="74" class="pin-text">
        Extensions
      </text>
      <rect x="156" y="86" width="193" height="30" rx="4" class="pin-row" />
      <text x="166" y="106" class="pin-star">
        ★
      </text>
      <text x="186" y="106" class="pin-text">
        jobstar
      </text>
      <path d={pin(318, 93)} class="pin-pin" />
      <circle cx="325" cy="101" r="13" class="pin-ring" />
    </svg>
  );
}
