/**
 * A WAI-ARIA tab list: one tab stop, arrow keys move and select (mirrored right to left), Home and End
 * jump to the ends. The panels are the caller's, labelled by `tabId(key)` and named by `panelId(key)`.
 */
import type { JSX } from 'preact';

export interface TabsProps<K extends string> {
  label: string;
  tabs: readonly { key: K; label: string; badge?: string }[];
  selected: K;
  onSelect: (key: K) => void;
  idPrefix: string;
  /** A tab is about to be chosen (hovered or focused): the caller may start loading its panel. */
  onPrefetch?: (key: K) => void;
}

export const tabId = (prefix: string, key: string) => `${prefix}-tab-${key}`;
export const panelId = (prefix: string, key: string) => `${prefix}-panel-${key}`;

export function Tabs<K extends string>({
  label,
  tabs,
  selected,
  onSelect,
  idPrefix,
  onPrefetch,
}: TabsProps<K>): JSX.Element {
  const move = (event: JSX.TargetedKeyboardEvent<HTMLDivElement>) => {
    const at = tabs.findIndex((tab) => tab.key === selected);
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step: Record<string, number> = {
      ArrowRight: rtl ? -1 : 1,
      ArrowLeft: rtl ? 1 : -1,
      Home: -at,
      End: tabs.length - 1 - at,
    };
    if (!(event.key in step)) return;
    event.preventDefault();
    const next = tabs[(at + (step[event.key] ?? 0) + tabs.length) % tabs.length];
    if (!next) return;
    onSelect(next.key);
    document.getElementById(tabId(idPrefix, next.key))?.focus();
  };
  return (
    <div class="tabs" role="tablist" aria-label={label} onKeyDown={move}>
      {tabs.map((tab) => (
        <button
          key={tab.key}
          type="button"
          role="tab"
          id={tabId(idPrefix, tab.key)}
          aria-selected={tab.key === selected}
          aria-controls={panelId(idPrefix, tab.key)}
          tabIndex={tab.key === selected ? 0 : -1}
          onClick={() => onSelect(tab.key)}
          onPointerEnter={onPrefetch && (() => onPrefetch(tab.key))}
          onFocus={onPrefetch && (() => onPrefetch(tab.key))}
        >
          {tab.label}
          {tab.badge && <span class="tab-badge">{tab.badge}</span>}
        </button>
      ))}
    </div>
  );
}
