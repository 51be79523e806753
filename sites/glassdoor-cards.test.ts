import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadFixture } from './fixtures/load';
import { adapter as glassdoor } from './glassdoor-wellfound/glassdoor';

const LIST = new URL('https://www.glassdoor.com/Job/tel-aviv-software-engineer-jobs-SRCH_IL.0,8_IC2421090_KO9,26.htm');
const cardsOf = (document: Document) => glassdoor.find(document, LIST).filter((job) => job.card);

describe('Glassdoor list cards', () => {
  afterEach(() => vi.useRealTimers());

  it('dates a card by its age ("2d", "24h"), and leaves "30d+" undated', () => {
    vi.useFakeTimers({ now: new Date('2026-03-10T12:00:00Z') });
    const [wix, monday, checkPoint] = cardsOf(loadFixture('glassdoor-list.html'));
    expect(wix?.ref.datePosted).toBe('2026-03-08');
    expect(monday?.ref.datePosted).toBeUndefined();
    expect(checkPoint?.ref.datePosted).toBe('2026-03-10');
  });

  it('stars the title link, and a card recycled for another listing is read again', () => {
    const document = loadFixture('glassdoor-list.html');
    const [first] = cardsOf(document);
    expect(first?.anchor?.getAttribute('data-test')).toBe('job-title');
    const card = document.querySelector('[data-jobid="1009700000001"]')!;
    card.setAttribute('data-jobid', '1009700000009');
    card.querySelector('[data-test="job-title"]')!.textContent = 'Staff Engineer';
    expect(cardsOf(document)[0]?.ref).toMatchObject({ jobId: 'glassdoor:1009700000009', title: 'Staff Engineer' });
  });

  it('the open job is the pane’s only once the pane shows the listing the URL names', () => {
    const document = loadFixture('glassdoor-list.html');
    const own = (jl: string) =>
      glassdoor.find(document, new URL(`${LIST.href}?jl=${jl}`)).find((job) => !job.card)?.ref;
    expect(own('1009700000003')).toBeUndefined();
    document.querySelector('h1')!.id = 'jd-job-title-1009700000003';
    document.querySelector('h1')!.textContent = 'QA Lead';
    expect(own('1009700000003')).toMatchObject({ jobId: 'glassdoor:1009700000003', title: 'QA Lead' });
  });
});
