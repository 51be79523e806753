import { describe, expect, it } from 'vitest';
import { inChunks } from './chunks';

describe('a long list a slice at a time', () => {
  it('gives a worker a real turn between slices, so what it was sent meanwhile is taken in', async () => {
    // Node has no document, as a worker has none.
    const channel = new MessageChannel();
    const heard: number[] = [];
    channel.port1.onmessage = ({ data }) => heard.push(data as number);
    const seen: number[][] = [];
    await inChunks(
      [1, 2, 3, 4, 5],
      (_slice, start) => {
        channel.port2.postMessage(start);
        seen.push([...heard]);
      },
      2,
    );
    channel.port1.close();
    // Each slice finds the message the one before it sent already handled.
    expect(seen).toEqual([[], [0], [0, 2]]);
  });
});
