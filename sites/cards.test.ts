// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type LinkedCard, linkedCardJobs } from './cards';

const URL_ = new URL('https://board.test/jobs');
const idOf = (url: URL) => /^\/job\/(\d+)$/.exec(url.pathname)?.[1] ?? null;

function list(html: string) {
  const root = document.createElement('ul');
  root.innerHTML = html;
  document.body.append(root);
}

describe('linkedCardJobs', () => {
  afterEach(() => document.body.replaceChildren());

  it('one job per linked card, read once per id, and none for a card without a title', () => {
    list(`<li><a href="/job/1">Engineer</a><a href="/job/1?again">more</a></li>
      <li><a href="/job/2"></a></li><li><a href="/about">About</a></li>`);
    const read = vi.fn(({ card, link, id }: LinkedCard) => ({
      base: { jobId: `t:${id}`, site: 'test' },
      facts: { title: link.textContent || undefined, company: 'Acme' },
      anchor: card,
    }));
    const selectors = { links: 'a[href]', card: 'li' };
    const jobs = linkedCardJobs(document, URL_, selectors, idOf, read);
    expect(jobs.map((job) => [job.ref, job.card === job.anchor])).toEqual([
      [{ jobId: 't:1', site: 'test', title: 'Engineer', company: 'Acme' }, true],
    ]);
    expect(linkedCardJobs(document, URL_, selectors, idOf, read)).toEqual(jobs);
    expect(read.mock.calls.map(([found]) => found.id)).toEqual(['1', '2', '2']);
  });
});
