// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { loadFixture } from './fixtures/load';
import { adapter as linkedin } from './linkedin/linkedin';

const RESULTS = 'https://www.linkedin.com/jobs/search-results/?keywords=analyst';
const at = (id: string) => new URL(`${RESULTS}&currentJobId=${id}`);
const CARDS = '[componentkey="SearchResultsMainContent"] > [role="button"]';

/** The pane now shows job `id` with `title` at `company`, as LinkedIn's pane does after a card is selected. */
function openInPane(document: Document, id: string, title: string, company: string): void {
  const pane = document.querySelector('[data-sdui-screen]')!;
  pane.querySelector('[aria-label^="Company, "]')!.setAttribute('aria-label', `Company, ${company}.`);
  pane.querySelector('[aria-label^="Company, "] p')!.textContent = company;
  pane.querySelector('p._8a0b3c')!.firstChild!.textContent = title;
  for (const keyed of pane.querySelectorAll('[componentkey]'))
    keyed.setAttribute('componentkey', keyed.getAttribute('componentkey')!.replace(/\d+$/, id));
}

describe('LinkedIn 2026 results page (cards without ids)', () => {
  it('the open job gets its star beside the pane’s Save, read from the pane, not from “About the company”', () => {
    const [open] = linkedin.find(loadFixture('linkedin-sdui-results.html'), at('4400000002'));
    expect(open?.card).toBeUndefined();
    expect(open?.ref).toMatchObject({
      jobId: 'linkedin:4400000002',
      title: 'Senior Data Analyst',
      company: 'Riskified',
    });
    expect(open?.anchor?.getAttribute('aria-label')).toBe('Save the job');
  });

  it('no card gets a star before the page tells its id', () => {
    const document = loadFixture('linkedin-sdui-results.html');
    expect(linkedin.find(document, new URL(RESULTS)).filter((job) => job.card)).toEqual([]);
  });

  it('a selected card learns its id from the address and the pane, and keeps it when another is selected', () => {
    const document = loadFixture('linkedin-sdui-results.html');
    const [, riskified, wix] = document.querySelectorAll(CARDS);
    linkedin.find(document, at('4400000002'));
    openInPane(document, '4400000003', 'Data Analyst', 'Wix');
    const found = linkedin.find(document, at('4400000003'));
    const cards = found.filter((job) => job.card);
    expect(cards.map((job) => [job.card, job.ref.jobId])).toEqual([
      [riskified, 'linkedin:4400000002'],
      [wix, 'linkedin:4400000003'],
    ]);
    expect(cards[1]?.whole?.()).toMatchObject({
      title: 'Data Analyst',
      company: 'Wix',
      location: 'Tel Aviv-Yafo, Israel (On-site)',
    });
  });

  it('the pane still showing the last job while the address names a new one gives the new id to nothing', () => {
    const document = loadFixture('linkedin-sdui-results.html');
    // The address moved on; the pane's sections are still keyed for 4400000002.
    expect(linkedin.find(document, at('4400000009'))).toEqual([]);
  });

  it('two cards alike (title and company) learn nothing: a wrong star is worse than none', () => {
    const document = loadFixture('linkedin-sdui-results.html');
    const [payoneer, , wix] = document.querySelectorAll(CARDS);
    wix!.querySelector('p._51aa0e')!.textContent = 'Payoneer';
    openInPane(document, '4400000001', 'Data Analyst', 'Payoneer');
    const found = linkedin.find(document, at('4400000001'));
    expect(found.filter((job) => !job.card).map((job) => job.ref.jobId)).toEqual(['linkedin:4400000001']);
    expect(found.filter((job) => job.card)).toEqual([]);
    expect(payoneer).toBeDefined();
  });

  it('a card element recycled for another job loses its star', () => {
    const document = loadFixture('linkedin-sdui-results.html');
    const [, riskified] = document.querySelectorAll(CARDS);
    linkedin.find(document, at('4400000002'));
    riskified!.querySelector('span[aria-hidden]')!.textContent = 'Analytics Engineer';
    openInPane(document, '4400000005', 'Other', 'Elsewhere');
    expect(linkedin.find(document, at('4400000005')).filter((job) => job.card)).toEqual([]);
  });
});
