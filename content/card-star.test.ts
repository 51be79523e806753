// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JobRef } from '../api/job-ref';
import { contentT } from '../i18n/content';
import { adapter as linkedin } from '../sites/linkedin/linkedin';
import { createNearby } from './nearby';
import { createStarPage } from './page-manager';
import { createStarHosts } from './star-host';
import { captureRoots } from './testing/capture-roots';
import { fakeWindow } from './testing/fake-intersection';
import type { VisibilityWatch } from './visibility-watch';

const LIST = 'https://www.linkedin.com/jobs/search/?currentJobId=4000000002';

/** The LinkedIn list fixture, in this test's document (happy-dom: shadow roots and events). */
function showList(): void {
  const html = readFileSync(join(import.meta.dirname, '../sites/fixtures/linkedin-list.html'), 'utf8');
  document.body.innerHTML = /<body>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '';
}

/** A person's click on the star: trusted, and the button is what the pointer hits (happy-dom has no layout). */
function press(root: ShadowRoot): void {
  const button = root.querySelector('button')!;
  Object.defineProperty(root, 'elementFromPoint', { value: () => button });
  const click = new MouseEvent('click', { bubbles: true, composed: true, detail: 1, clientX: 5, clientY: 5 });
  Object.defineProperty(click, 'isTrusted', { value: true });
  button.dispatchEvent(click);
}

describe('a list card’s star', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.replaceChildren();
  });

  it('pressed, saves the whole job, though the card was found by its id alone', async () => {
    showList();
    const roots = captureRoots();
    const { view, report } = fakeWindow();
    const watch: VisibilityWatch = {
      tracksVisibility: true,
      observe: vi.fn(),
      unobserve: vi.fn(),
      sight: () => 'clear',
    };
    const setStar = vi.fn(async (_ref: JobRef, starred: boolean) => ({ starred }));
    const starStates = vi.fn(async (jobIds: string[]) => Object.fromEntries(jobIds.map((jobId) => [jobId, false])));
    const frames: (() => void)[] = [];
    const hosts = createStarHosts({ document, t: contentT('en'), lang: 'en', dir: 'ltr', setStar, watch });
    const page = createStarPage({
      document,
      location: () => LIST,
      adapterFor: (url) => (linkedin.claims(url) ? linkedin : undefined),
      hosts,
      starStates,
      reportPageJob: async () => undefined,
      requestFrame: (callback) => frames.push(callback),
      nearby: (change) => createNearby(change, view),
    });
    page.scan();
    page.observe();
    const card = document.querySelector('[data-occludable-job-id="4000000001"]')!;
    // Only the page's own job has its star yet: the card is read, reported and starred when it comes near.
    expect(roots).toHaveLength(1);
    expect(card.querySelector('jobstar-star')).toBeNull();
    expect(starStates.mock.calls).toEqual([[['linkedin:4000000002']]]);
    report([card, true]);
    for (const frame of frames.splice(0)) frame();
    expect(roots).toHaveLength(2);
    // In scope before its star could be pressed: reported in the same frame the star was built.
    expect(starStates.mock.calls[1]).toEqual([['linkedin:4000000001']]);
    press(roots[1]!);
    expect(setStar).toHaveBeenCalledTimes(1);
    expect(setStar.mock.calls[0]?.[0]).toMatchObject({
      jobId: 'linkedin:4000000001',
      site: 'linkedin',
      title: 'Backend Engineer',
      company: 'Wix',
      location: 'Tel Aviv',
      url: 'https://www.linkedin.com/jobs/view/4000000001/',
    });
    expect(setStar.mock.calls[0]?.[1]).toBe(true);
    page.destroy();
  });
});
