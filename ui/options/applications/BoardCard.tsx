/**
 * A board card that draws again only when what it shows changed: a drag re-renders the board at every pointer
 * move and a move re-reads every job, and with 2,000 cards drawing them all again took a second (issue 36).
 * Its callbacks are left out of the comparison: the board hands each card ones that always call the latest.
 */
import { Component, type JSX } from 'preact';
import { Card, type CardProps } from './Card';
import type { Entry } from './entries';

/** Everything of an entry a card shows; an edit of the application changes its `updatedAt`. */
export const sameCard = (a: Entry, b: Entry): boolean =>
  a === b ||
  (a.jobId === b.jobId &&
    a.title === b.title &&
    a.company === b.company &&
    a.stage === b.stage &&
    a.movedAt === b.movedAt &&
    a.due === b.due &&
    a.application.updatedAt === b.application.updatedAt &&
    a.application.remindAt === b.application.remindAt);

export class BoardCard extends Component<CardProps> {
  override shouldComponentUpdate(next: CardProps): boolean {
    return next.lang !== this.props.lang || next.moved !== this.props.moved || !sameCard(next.entry, this.props.entry);
  }

  override render(): JSX.Element {
    return <Card {...this.props} />;
  }
}
