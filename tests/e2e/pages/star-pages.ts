/**
 * Job pages for the star end-to-end tests: the adapters' own fixtures served at the sites' real URLs through
 * `context.route()`, a generated LinkedIn-like list page, and small readers of what the user sees (the
 * buttons live in closed shadow roots, so they are read through the accessibility tree, as a screen reader
 * reads them) and of what the server holds.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { BrowserContext, Locator, Page } from '@playwright/test';

const root = resolve(import.meta.dirname, '../../..');
export const fixture = (name: string): string => readFileSync(resolve(root, 'sites/fixtures', name), 'utf8');

/** Serves `html` at exactly `url`; several pages of one site can be served side by side. */
export async function serve(context: BrowserContext, url: string, html: string): Promise<void> {
  await context.route(
    (candidate) => candidate.href === url,
    (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }),
  );
}

export function linkedInCard(id: number): string {
  return `<li data-occludable-job-id="${id}"><div class="job-card-container" data-job-id="${id}">
<a class="job-card-list__title" href="/jobs/view/${id}/">Engineer ${id}</a>
<div class="artdeco-entity-lockup__subtitle">Company ${id % 37}</div>
<div class="artdeco-entity-lockup__caption">Tel Aviv</div></div></li>`;
}

/** A LinkedIn search page with `count` cards and the first job open in the pane; `appendCards(n)` grows it. */
export function linkedInList(count: number, first = 4100000000): string {
  const cards = Array.from({ length: count }, (_, index) => linkedInCard(first + index)).join('\n');
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Jobs | LinkedIn</title></head><body>
<ul class="jobs-list">${cards}</ul>
<div class="jobs-search__job-details--container">
<h2 class="job-details-jobs-unified-top-card__job-title">Engineer ${first}</h2>
<div class="job-details-jobs-unified-top-card__company-name">Company ${first % 37}</div>
<div><button class="jobs-apply-button">Apply</button><button class="jobs-save-button">Save</button></div></div>
<script>
window.appendCards = (n) => {
  const list = document.querySelector('.jobs-list');
  const start = ${first} + list.children.length;
  for (let i = 0; i < n; i++) {
    const id = start + i;
    const li = document.createElement('li');
    li.setAttribute('data-occludable-job-id', String(id));
    const card = document.createElement('div');
    card.className = 'job-card-container';
    card.setAttribute('data-job-id', String(id));
    const a = document.createElement('a');
    a.className = 'job-card-list__title';
    a.href = '/jobs/view/' + id + '/';
    a.textContent = 'Engineer ' + id;
    card.append(a);
    li.append(card);
    list.append(li);
  }
};
</script></body></html>`;
}

export interface StarButtonState {
  /** The action its name starts with: `Star job` or `Unstar job` (the job it names: `starButtonNames`). */
  name: string;
  pressed: boolean;
}

/** A star's accessible name: the action, then the job it names (`Star job: <title> at <company>`). */
const STAR_NAME = /^(Star job|Unstar job)(?:: .+)?$/;

async function starNodes(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
      nodes: {
        role?: { value?: string };
        name?: { value?: string };
        properties?: { name: string; value: { value?: unknown } }[];
      }[];
    };
    return nodes.filter((node) => node.role?.value === 'button' && STAR_NAME.test(String(node.name?.value)));
  } finally {
    await cdp.detach();
  }
}

/** Every star button on the page as assistive technology sees it (closed shadow roots included). */
export async function starButtons(page: Page): Promise<StarButtonState[]> {
  return (await starNodes(page)).map((node) => ({
    name: STAR_NAME.exec(String(node.name?.value))?.[1] ?? '',
    pressed: node.properties?.find((property) => property.name === 'pressed')?.value.value === 'true',
  }));
}

/** The star buttons' whole accessible names, the job included. */
export async function starButtonNames(page: Page): Promise<string[]> {
  return (await starNodes(page)).map((node) => String(node.name?.value));
}

/** The text the accessibility tree holds, closed shadow roots included (for messages the button shows). */
export async function accessibleTexts(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
      nodes: { role?: { value?: string }; name?: { value?: string } }[];
    };
    return nodes.filter((node) => node.role?.value === 'StaticText').map((node) => String(node.name?.value));
  } finally {
    await cdp.detach();
  }
}

export const uniqueEmail = (who: string) => `${who}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** An ID token for `email` from the server's own key, to look at the account from outside the extension. */
export function mintToken(serverUrl: string, email: string): string {
  return execFileSync('npm', ['run', '-s', 'token', '--', email], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: process.env.JOBSTAR_E2E_DATA_DIR ?? '',
      HOST: '127.0.0.1',
      PORT: new URL(serverUrl).port,
    },
    encoding: 'utf8',
  }).trim();
}

export async function savedOnServer(serverUrl: string, token: string): Promise<string[]> {
  const response = await fetch(`${serverUrl}/api/me/saved`, { headers: { authorization: `Bearer ${token}` } });
  if (response.status !== 200) throw new Error(`GET /api/me/saved answered ${response.status}`);
  const body = (await response.json()) as { saved: { job_id: string }[] };
  return body.saved.map((entry) => entry.job_id);
}

/** The local star state, asked the way the popup asks it (from an extension page). */
export async function starredLocally(extensionPage: Page, jobIds: string[]): Promise<Record<string, boolean>> {
  return extensionPage.evaluate(async (ids) => {
    const answer = (await (
      globalThis as unknown as { chrome: { runtime: { sendMessage(m: unknown): Promise<unknown> } } }
    ).chrome.runtime.sendMessage({ type: 'star.state', jobIds: ids })) as {
      ok: boolean;
      data: { starred: Record<string, boolean> };
    };
    if (!answer.ok) throw new Error(JSON.stringify(answer));
    return answer.data.starred;
  }, jobIds);
}

/**
 * A person's click on a star: a press counts once the browser has seen the star, unmoved, for a moment
 * (content/visibility-watch.ts, SETTLE_MS = 500), as a person's click after reading the page would.
 */
export async function clickStar(star: Locator): Promise<void> {
  await star.scrollIntoViewIfNeeded();
  await star.page().waitForTimeout(700);
  await star.click();
}
