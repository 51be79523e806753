/**
 * The dated events of an application (issue 32): an interview, a call, an assignment due. Unlike moves, an event
 * may lie in the future; the list is kept soonest first and capped.
 */
import type { ApplicationEvent, ApplicationRow } from '../../model/application';
import { APPLICATION_LIMITS } from '../../model/stages';
import { ApplicationRefusal } from './rules';

const byTime = (a: ApplicationEvent, b: ApplicationEvent) => Date.parse(a.at) - Date.parse(b.at);

/** Adds the event, or replaces the one with its id (an edit). */
export function withEvent(row: ApplicationRow, event: ApplicationEvent, now: Date): ApplicationRow {
  const others = (row.events ?? []).filter((entry) => entry.id !== event.id);
  if (others.length >= APPLICATION_LIMITS.events) throw new ApplicationRefusal('application.tooManyEvents');
  return { ...row, events: [...others, event].sort(byTime), updatedAt: now.toISOString() };
}

export function withoutEvent(row: ApplicationRow, eventId: string, now: Date): ApplicationRow {
  const events = row.events ?? [];
  if (!events.some((entry) => entry.id === eventId)) throw new ApplicationRefusal('application.noSuchEvent');
  const rest = events.filter((entry) => entry.id !== eventId);
  const next: ApplicationRow = { ...row, updatedAt: now.toISOString() };
  if (rest.length > 0) next.events = rest;
  else delete next.events;
  return next;
}
