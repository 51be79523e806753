// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JobRef } from '../api/job-ref';
import { contentT } from '../i18n/content';
import { createStarHosts } from './star-host';
import { captureRoots } from './testing/capture-roots';
import type { VisibilityWatch } from './visibility-watch';

const REF: JobRef = { jobId: 'lever:biocatch:1', site: 'lever', title: 'Engineer' };

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

const pressed = (root: ShadowRoot | undefined) => root?.querySelector('button')?.getAttribute('aria-pressed');

describe('star hosts', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.replaceChildren();
  });

  function setup(setStar: (ref: JobRef, starred: boolean) => Promise<{ starred: boolean }>) {
    const roots = captureRoots();
    const hosts = createStarHosts({ document, t: contentT('en'), lang: 'en', dir: 'ltr', setStar });
    const anchor = document.createElement('button');
    const card = document.createElement('li');
    document.body.append(anchor, card);
    const first = hosts.add({ ref: REF, anchor });
    hosts.add({ ref: REF, anchor: card, place: 'inside', card });
    return { hosts, roots, anchor, card, first };
  }

  it('places the button after the anchor, inside a card, or floating when there is no anchor', () => {
    const { hosts, anchor, card } = setup(async (_ref, starred) => ({ starred }));
    expect(anchor.nextElementSibling?.tagName).toBe('JOBSTAR-STAR');
    expect(card.lastElementChild?.tagName).toBe('JOBSTAR-STAR');
    const floating = hosts.add({ ref: { ...REF, jobId: 'x' } });
    expect(floating.element.hasAttribute('floating')).toBe(true);
    expect(floating.element.parentElement).toBe(document.body);
  });

  it('flips every button of the job at once, before the background answers', async () => {
    const answer = deferred<{ starred: boolean }>();
    const { hosts, roots, first } = setup(() => answer.promise);
    hosts.toggle(REF, first);
    expect(roots.map(pressed)).toEqual(['true', 'true']);
    answer.resolve({ starred: true });
    await answer.promise;
    expect(roots.map(pressed)).toEqual(['true', 'true']);
  });

  it('confirms a saved star on the button it came from only, and not an unstar', async () => {
    const { hosts, roots, first } = setup(async (_ref, starred) => ({ starred }));
    const saying = (root: ShadowRoot | undefined) => root?.querySelector('[role="status"]:not([hidden])')?.textContent;
    hosts.toggle(REF, first);
    await vi.waitFor(() => expect(saying(roots[0])).toContain('Saved to jobstar'));
    expect(saying(roots[1])).toBeUndefined();
    hosts.toggle(REF, first);
    await vi.waitFor(() => expect(roots.map(pressed)).toEqual(['false', 'false']));
    expect(saying(roots[0])).toBeUndefined();
  });

  it('reverts and says why when the star could not be saved', async () => {
    const answer = deferred<{ starred: boolean }>();
    const { hosts, roots, first } = setup(() => answer.promise);
    hosts.toggle(REF, first);
    answer.reject(new Error('Storage is full'));
    await vi.waitFor(() => expect(roots.map(pressed)).toEqual(['false', 'false']));
    expect(roots[0]?.querySelector('[role="alert"]')?.textContent).toContain('Not saved: Storage is full');
  });

  it('a press a page script makes changes nothing', () => {
    const setStar = vi.fn(async () => ({ starred: true }));
    const { roots } = setup(setStar);
    roots[0]?.querySelector('button')?.click();
    roots[0]?.querySelector('button')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(setStar).not.toHaveBeenCalled();
    expect(roots.map(pressed)).toEqual(['false', 'false']);
  });

  it('shows states known elsewhere (batch answers and changes from other tabs)', () => {
    const { hosts, roots } = setup(async (_ref, starred) => ({ starred }));
    hosts.setStates({ [REF.jobId]: true });
    expect(roots.map(pressed)).toEqual(['true', 'true']);
  });

  it('styles every root with one shared constructed sheet, not a <style> each', () => {
    const { roots } = setup(async (_ref, starred) => ({ starred }));
    expect(roots).toHaveLength(2);
    const [first, second] = roots.map((root) => root.adoptedStyleSheets);
    expect(first).toHaveLength(1);
    expect(second?.[0]).toBe(first?.[0]);
    expect(roots.every((root) => root.querySelector('style') === null)).toBe(true);
  });

  it('falls back to a <style> per root where a constructed sheet cannot be adopted', () => {
    const other = document.implementation.createHTMLDocument('other');
    const roots = captureRoots();
    vi.spyOn(ShadowRoot.prototype, 'adoptedStyleSheets', 'set').mockImplementation(() => {
      throw new TypeError('not adoptable here');
    });
    const hosts = createStarHosts({
      document: other,
      t: contentT('en'),
      lang: 'en',
      dir: 'ltr',
      setStar: async (_ref, starred) => ({ starred }),
    });
    hosts.add({ ref: REF, anchor: other.body });
    hosts.add({ ref: { ...REF, jobId: 'y' }, anchor: other.body });
    expect(roots.map((root) => root.querySelectorAll('style').length)).toEqual([1, 1]);
    expect(roots[0]?.querySelector('button')?.getAttribute('aria-label')).toBe('Star job: Engineer');
  });

  it('builds a card’s button as it goes in (the card is near), and has its sight followed only while near', () => {
    const roots = captureRoots();
    const watch: VisibilityWatch = {
      tracksVisibility: true,
      observe: vi.fn(),
      unobserve: vi.fn(),
      sight: () => 'clear',
    };
    const hosts = createStarHosts({
      document,
      t: contentT('en'),
      lang: 'en',
      dir: 'ltr',
      setStar: async (_ref, starred) => ({ starred }),
      watch,
    });
    const card = document.createElement('li');
    document.body.append(card);
    // A state known before the button exists is the one it shows.
    hosts.setStates({ [REF.jobId]: true });
    const whole = vi.fn(() => ({ ...REF, company: 'Acme' }));
    const host = hosts.add({ ref: REF, anchor: card, place: 'inside', card, whole });
    expect(card.lastElementChild).toBe(host.element);
    expect(roots.map(pressed)).toEqual(['true']);
    expect(roots[0]?.querySelector('button')?.getAttribute('aria-label')).toBe('Unstar job: Engineer at Acme');
    expect(watch.observe).toHaveBeenCalledWith(host.element);
    hosts.follow(host, false);
    expect(watch.unobserve).toHaveBeenCalledWith(host.element);
    hosts.follow(host, true);
    expect(watch.observe).toHaveBeenCalledTimes(2);
    expect(roots).toHaveLength(1);
    expect(whole).toHaveBeenCalledTimes(1);
  });

  it('touches no button when a batch answer repeats what it shows', () => {
    const { hosts, roots } = setup(async (_ref, starred) => ({ starred }));
    const button = roots[0]?.querySelector('button');
    const setAttribute = vi.spyOn(button as HTMLButtonElement, 'setAttribute');
    hosts.setStates({ [REF.jobId]: false });
    expect(setAttribute).not.toHaveBeenCalled();
  });

  it('names the stage on every button of a starred job, and where the same role was starred on a copy', () => {
    const { hosts, roots } = setup(async (_ref, starred) => ({ starred }));
    const label = (root: ShadowRoot | undefined) => root?.querySelector('button')?.getAttribute('aria-label');
    const title = (root: ShadowRoot | undefined) => root?.querySelector('button')?.getAttribute('title');
    hosts.setStages({
      [REF.jobId]: { stage: 'applied', movedAt: new Date(Date.now() - 3 * 86_400_000).toISOString() },
    });
    hosts.setStates({ [REF.jobId]: true });
    expect(label(roots[0])).toBe('Unstar job: Engineer — Applied 3 days ago');
    expect(label(roots[1])).toBe('Unstar job: Engineer — Applied 3 days ago');
    expect(title(roots[0])).toContain('Applied 3 days ago');
    hosts.setStates({ [REF.jobId]: false });
    hosts.setSeen(REF.jobId, {
      stage: 'applied',
      movedAt: new Date().toISOString(),
      siteName: 'LinkedIn',
    });
    expect(label(roots[0])).toBe('Star job: Engineer — You starred this on LinkedIn — Applied');
    hosts.setSeen(REF.jobId, null);
    expect(label(roots[0])).toBe('Star job: Engineer');
  });

  it('a new star says Saved today once the background answers with its stage', async () => {
    const { hosts, roots, first } = setup(async (_ref, starred) => ({
      starred,
      stage: { stage: 'saved', movedAt: new Date().toISOString() },
    }));
    hosts.toggle(REF, first);
    await vi.waitFor(() =>
      expect(roots[0]?.querySelector('button')?.getAttribute('aria-label')).toBe('Unstar job: Engineer — Saved today'),
    );
  });
});
