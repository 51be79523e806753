/**
 * Arrow keys within a list: Up and Down move focus between the rows' main controls (marked
 * `data-row-focus`), Home and End jump to the ends. Tab still leaves the list.
 */
import type { JSX } from 'preact';

export function onListKeyDown(event: JSX.TargetedKeyboardEvent<HTMLElement>): void {
  if (!['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) return;
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[data-row-focus]')];
  if (items.length === 0) return;
  const at = items.findIndex((item) => item === document.activeElement || item.contains(document.activeElement));
  if (at === -1 && (event.key === 'Home' || event.key === 'End')) return;
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? items.length - 1
        : Math.min(items.length - 1, Math.max(0, at + (event.key === 'ArrowDown' ? 1 : -1)));
  event.preventDefault();
  items[next]?.focus();
}
