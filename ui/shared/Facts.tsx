/**
 * A row's facts ("Acme · Tel Aviv-Yafo · 3 days ago"), each isolated with <bdi> so that a Latin company
 * name and a Hebrew city keep their own order inside a right-to-left row; a fact already said is left out.
 */
import { Fragment, type JSX } from 'preact';
import { distinctFacts } from './job-format';

export function Facts({
  items,
  class: className = 'row-sub',
}: {
  items: (string | undefined)[];
  class?: string;
}): JSX.Element | null {
  const shown = distinctFacts(items);
  if (shown.length === 0) return null;
  return (
    <span class={className}>
      {shown.map((item, index) => (
        <Fragment key={`${index}:${item}`}>
          {index > 0 && ' · '}
          <bdi>{item}</bdi>
        </Fragment>
      ))}
    </span>
  );
}
