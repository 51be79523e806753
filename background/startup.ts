/**
 * The work a worker start does for its own sake (the sync's start, the alarm, the site grants' check), run once
 * and after the event that woke the worker: a woken worker gets its first event only once its scripts have run,
 * and work begun at start would take its turns before that event's handler, which a person is waiting for (a
 * star after the worker slept, issue 36). It runs once the first routed message has been answered, or after
 * `graceMs` when no message comes (a worker woken by an alarm, a tab's change or the browser's start).
 */
export interface Startup {
  /** An event was handled: the start-up work may run, after the tasks already queued (the answer's own). */
  afterEvent(): void;
}

export function deferStartup(work: () => void, graceMs: number): Startup {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    work();
  };
  const timer = setTimeout(run, graceMs);
  return {
    afterEvent: () => {
      if (!done) setTimeout(run, 0);
    },
  };
}
