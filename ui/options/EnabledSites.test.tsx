// @vitest-environment happy-dom
import { render } from 'preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { META_KEYS } from '../../storage/db';
import { addSiteGrant } from '../../storage/site-grants';
import { metaDb } from '../shared/live';
import { EnabledSites } from './EnabledSites';

const sent: unknown[] = [];
vi.mock('../../messaging/send', async (original) => ({
  ...(await original<object>()),
  send: async (request: unknown) => {
    sent.push(request);
    return null;
  },
}));

describe('EnabledSites', () => {
  let root: HTMLElement;
  beforeEach(async () => {
    sent.length = 0;
    await metaDb().meta.delete(META_KEYS.siteGrants);
    root = document.createElement('div');
    document.body.append(root);
  });
  afterEach(() => {
    render(null, root);
    root.remove();
  });

  it('explains how to enable a site when there is none', async () => {
    render(<EnabledSites lang="en" />, root);
    await vi.waitFor(() => expect(root.querySelector('.empty')?.textContent).toContain('choose “Show the star on …”'));
    expect(root.querySelector('ul')).toBeNull();
  });

  it('lists each site with when it was enabled, and Remove asks the background to give it back', async () => {
    await addSiteGrant(metaDb(), 'https://careers.acme-robotics.com', Date.UTC(2026, 10, 3, 12));
    render(<EnabledSites lang="en" />, root);
    await vi.waitFor(() => expect(root.querySelector('li')).not.toBeNull());
    const rows = [...root.querySelectorAll('li')];
    expect(rows.map((row) => row.querySelector('.site-host')?.textContent)).toEqual(['careers.acme-robotics.com']);
    expect(rows[0]?.textContent).toContain('Enabled November 3, 2026');
    expect(root.querySelector('.empty')).toBeNull();
    const remove = root.querySelector<HTMLButtonElement>('button')!;
    expect(remove.getAttribute('aria-label')).toBe('Remove careers.acme-robotics.com');
    remove.click();
    await vi.waitFor(() =>
      expect(sent).toEqual([{ type: 'site.remove', origin: 'https://careers.acme-robotics.com' }]),
    );
  });

  it('follows the stored list live', async () => {
    render(<EnabledSites lang="he" />, root);
    await vi.waitFor(() => expect(root.querySelector('.empty')).not.toBeNull());
    await addSiteGrant(metaDb(), 'https://jobs.example.com', 1);
    await vi.waitFor(() => expect(root.querySelector('.site-host')?.textContent).toBe('jobs.example.com'));
    expect(root.querySelector('button')?.textContent).toBe('הסרה');
  });
});
