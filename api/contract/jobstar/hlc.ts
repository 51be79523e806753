/**
 * A hybrid logical clock (Kulkarni et al., 2014) as a string that sorts as it orders: the wall time in
 * milliseconds (15 digits), a counter (4 digits) and the writer's node id. Two devices that disagree on the time
 * still order an edit after the one it was made from, because a device never stamps below a clock it has seen.
 */
import { z } from 'zod';
import { lazySchema } from '../lazy-schema';

const HLC_PATTERN = /^\d{15}:\d{4}:[A-Za-z0-9_-]{1,40}$/;

export const Hlc = lazySchema(() => z.string().regex(HLC_PATTERN));
export type Hlc = z.infer<typeof Hlc>;

const parts = (hlc: Hlc): [number, number, string] => {
  const [wall, counter, node] = hlc.split(':');
  return [Number(wall), Number(counter), node ?? ''];
};

const format = (wall: number, counter: number, node: string): Hlc =>
  `${String(wall).padStart(15, '0')}:${String(counter).padStart(4, '0')}:${node}`;

/** Total order: time, then counter, then node (so two writers never tie). */
export const compareHlc = (a: Hlc, b: Hlc): number => (a < b ? -1 : a > b ? 1 : 0);

export const maxHlc = (a: Hlc | undefined, b: Hlc | undefined): Hlc | undefined =>
  a === undefined ? b : b === undefined ? a : compareHlc(a, b) >= 0 ? a : b;

/**
 * The next stamp for a local write on `node`, after every stamp this device has made or seen (`last`). When the
 * counter would overflow within one millisecond the wall part moves on instead.
 */
export function nextHlc(last: Hlc | undefined, nowMs: number, node: string): Hlc {
  const [lastWall, lastCounter] = last ? parts(last) : [0, 0];
  if (nowMs > lastWall) return format(nowMs, 0, node);
  return lastCounter >= 9999 ? format(lastWall + 1, 0, node) : format(lastWall, lastCounter + 1, node);
}

/** The device that made a stamp. */
export const hlcNode = (hlc: Hlc): string => parts(hlc)[2];

/** The wall time of a stamp, for showing when an edit was made. */
export const hlcTime = (hlc: Hlc): number => parts(hlc)[0];
