// @vitest-environment happy-dom

import { signal } from '@preact/signals';
import { type JSX, render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Board } from './Board';
import type { Moves } from './board-moves';
import { firstLimits, firstScreen, PAGE_CARDS } from './column-pages';
import type { Entry } from './entries';

const at = new Date().toISOString();
const STARRED_AT = '2026-11-03T14:02:00.000Z';
const entry = (jobId: string, stage: Entry['stage'], due = false, more: Partial<Entry['application']> = {}) =>
  ({
    jobId,
    title: `Job ${jobId}`,
    company: 'Acme',
    stage,
    movedAt: at,
    due,
    job: { jobId, starred: 1, savedAt: at, starredAt: STARRED_AT, synced: 1 },
    application: { jobId, stage, history: [{ stage, at }], movedAt: at, linked: [], updatedAt: at, ...more },
  }) as Entry;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

let container: HTMLElement;
const onMove = vi.fn();
const column = (name: string) => container.querySelector(`[data-column="${name}"]`)!;
/** After the frame that shows what was drawn, and what that frame's callbacks drew. */
const nextFrame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 1))));
/**
 * Renders the board and runs the animation callbacks it asked for, as the frame after its commit does before it is
 * painted: where the board measures its room. What they leave for later (the rest of each page) stays for later.
 */
async function drawBoard(board: JSX.Element): Promise<void> {
  const callbacks: FrameRequestCallback[] = [];
  const frame = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => callbacks.push(callback));
  try {
    await act(() => render(board, container));
  } finally {
    frame.mockRestore();
  }
  act(() => {
    for (const callback of callbacks) callback(performance.now());
  });
}

describe('Board', () => {
  beforeEach(async () => {
    onMove.mockReset();
    container = document.createElement('div');
    document.body.append(container);
    const entries = [
      entry('1', 'saved', false, {
        remindAt: inDays(5),
        events: [
          { id: '11111111-1111-4111-8111-111111111111', kind: 'call', at: inDays(-1), zone: 'UTC' },
          { id: '22222222-2222-4222-8222-222222222222', kind: 'interview', at: inDays(2), zone: 'UTC' },
        ],
      }),
      entry('2', 'applied', true),
      entry('3', 'ghosted'),
      entry('4', 'rejected'),
    ];
    await drawBoard(<Board entries={entries} moves={signal(new Map())} lang="en" onMove={onMove} />);
  });
  afterEach(() => {
    render(null, container);
    container.remove();
  });

  it('a card shows its coming interviews and its reminder together, soonest first; past ones are not', () => {
    const agenda = column('saved').querySelector('.card-agenda')!;
    expect([...agenda.querySelectorAll('li')].map((item) => item.textContent?.split(' · ')[0])).toEqual([
      'Interview',
      'Follow up',
    ]);
    expect(column('applied').querySelector('.card-agenda')).toBeNull();
  });

  it('a column per open stage, then the closed ones together, each headed with its count', () => {
    expect([...container.querySelectorAll('.app-column h3')].map((heading) => heading.textContent)).toEqual([
      'Saved (1 job)',
      'Applied (1 job)',
      'Interviewing (0 jobs)',
      'Offer (0 jobs)',
      'Closed (2 jobs)',
    ]);
    expect(column('closed').textContent).toContain('Ghosted · ');
    expect(column('interviewing').textContent).toContain('None');
  });

  it('a card says when it last moved, marks a due reminder and links to its details', () => {
    const card = column('applied').querySelector('.app-card')!;
    expect(card.textContent).toContain('Moved today');
    // A Saved card's last move is its star: said to the minute, from the click's own time.
    const starred = column('saved').querySelector('time.star-time');
    expect(starred?.getAttribute('datetime')).toBe(STARRED_AT);
    expect(starred?.textContent).toMatch(/^Starred November 3, 2026/);
    expect(card.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe('Follow-up due: Job 2');
    expect(card.querySelector('a')?.getAttribute('href')).toBe('#applications/2');
    expect(column('saved').querySelector('[role="img"]')).toBeNull();
  });

  it('its menu moves that job', async () => {
    const button = column('saved').querySelector<HTMLButtonElement>('.move-button')!;
    await act(() => button.click());
    const offer = [...column('saved').querySelectorAll<HTMLButtonElement>('[role="menuitem"]')].find(
      (item) => item.textContent === 'Offer',
    )!;
    await act(() => offer.click());
    expect(onMove).toHaveBeenCalledWith('1', 'offer');
  });

  it("draws first only what the window shows below the board's top, one card at least, and the rest after the frame", async () => {
    const many = Array.from({ length: PAGE_CARDS }, (_, index) => entry(`s${index}`, 'saved'));
    const cards = () => column('saved').querySelectorAll('.app-card').length;
    for (const [top, first] of [
      [window.innerHeight - 250, firstScreen(250)],
      [window.innerHeight + 400, 1],
    ] as const) {
      const place = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
        this: HTMLElement,
      ) {
        return { top: this.classList.contains('app-board') ? top : 0 } as DOMRect;
      });
      render(null, container);
      await drawBoard(<Board entries={many} moves={signal(new Map())} lang="en" onMove={onMove} />);
      place.mockRestore();
      expect(cards()).toBe(first);
      await nextFrame();
      expect(cards()).toBe(PAGE_CARDS);
    }
    expect(firstScreen(250)).toBe(3);
  });

  it('a long column draws a screenful first, then a page of cards, and shows more on request; a card moved to it is drawn wherever it falls', async () => {
    const many = Array.from({ length: 2 * PAGE_CARDS + 5 }, (_, index) => entry(`s${index}`, 'saved'));
    const last = many.at(-1)!.jobId;
    await drawBoard(<Board entries={many} moves={signal(new Map())} lang="en" onMove={onMove} />);
    const cards = () => column('saved').querySelectorAll('.app-card').length;
    const more = () => column('saved').querySelector<HTMLButtonElement>('button.show-more');
    expect(firstScreen(window.innerHeight)).toBeLessThan(PAGE_CARDS);
    expect(cards()).toBe(firstScreen(window.innerHeight));
    expect(more()).toBeNull();
    await nextFrame();
    expect(cards()).toBe(PAGE_CARDS);
    expect(more()?.textContent).toBe(`Show ${PAGE_CARDS} more in Saved (${PAGE_CARDS + 5} not shown)`);
    await act(() => more()!.click());
    expect(cards()).toBe(2 * PAGE_CARDS);
    expect(more()?.textContent).toBe('Show 5 more in Saved (5 not shown)');
    await act(() => more()!.click());
    expect(cards()).toBe(2 * PAGE_CARDS + 5);
    expect(more()).toBeNull();

    // The last card is moved by its menu to Applied, then drawn there although the board lists it last.
    const button = container.querySelector<HTMLButtonElement>(`#move-${last}-button`)!;
    await act(() => button.click());
    await act(() => container.querySelector<HTMLButtonElement>(`#move-${last}-menu [role="menuitem"]`)!.click());
    expect(onMove).toHaveBeenCalledWith(last, 'applied');
    const moved = [...many.slice(0, -1), { ...many.at(-1)!, stage: 'applied' as const }];
    const crowded = [...Array.from({ length: PAGE_CARDS }, (_, index) => entry(`a${index}`, 'applied')), ...moved];
    await drawBoard(<Board entries={crowded} moves={signal(new Map())} lang="en" onMove={onMove} />);
    expect(column('applied').querySelector(`[data-job-id="${last}"]`)).not.toBeNull();
  });

  it('given only its first cards, a column is headed with its whole count, and "Show more" asks for a page more', async () => {
    const first = Array.from({ length: PAGE_CARDS }, (_, index) => entry(`s${index}`, 'saved'));
    const counts = new Map([
      ['saved', 18_000],
      ['applied', 0],
    ] as const);
    const limits = signal(firstLimits());
    const moves = signal<Moves>(new Map([['s0', { stage: 'applied', at }]]));
    await act(() =>
      render(
        <Board entries={first} counts={counts} limits={limits} moves={moves} lang="en" onMove={onMove} />,
        container,
      ),
    );
    await nextFrame();
    const heading = (name: string) => column(name).querySelector('h3')!.textContent;
    expect([heading('saved'), heading('applied')]).toEqual(['Saved (17999 jobs)', 'Applied (1 job)']);
    const more = column('saved').querySelector<HTMLButtonElement>('button.show-more')!;
    expect(more.textContent).toBe(`Show ${PAGE_CARDS} more in Saved (${17_999 - (PAGE_CARDS - 1)} not shown)`);
    await act(() => more.click());
    expect(limits.value).toEqual({ ...firstLimits(), saved: 2 * PAGE_CARDS });
  });

  it('drawn from the first cards kept at the last opening, a column offers no "Show more" until the live read', async () => {
    const kept = Array.from({ length: 9 }, (_, index) => entry(`s${index}`, 'saved'));
    const counts = new Map([['saved', 1200]] as const);
    const board = (settled: boolean) => (
      <Board entries={kept} counts={counts} settled={settled} moves={signal(new Map())} lang="en" onMove={onMove} />
    );
    await drawBoard(board(false));
    await nextFrame();
    const cards = () => column('saved').querySelectorAll('.app-card').length;
    const more = () => column('saved').querySelector('button.show-more');
    expect(column('saved').querySelector('h3')!.textContent).toBe('Saved (1200 jobs)');
    expect([cards(), more()]).toEqual([9, null]);
    await act(() => render(board(true), container));
    expect(more()?.textContent).toBe(`Show ${PAGE_CARDS} more in Saved (1191 not shown)`);
  });

  it('a move on its way draws the card in its new column at once, and back where it was when it is refused', async () => {
    const entries = [entry('1', 'saved'), entry('2', 'applied'), entry('3', 'applied')];
    const moves = signal<Moves>(new Map());
    await drawBoard(<Board entries={entries} moves={moves} lang="en" onMove={onMove} />);
    const heading = (name: string) => column(name).querySelector('h3')!.textContent;
    await act(() => {
      moves.value = new Map([['2', { stage: 'interviewing', at }]]);
    });
    expect(column('interviewing').querySelector('[data-job-id="2"]')).not.toBeNull();
    expect(column('applied').querySelector('[data-job-id="2"]')).toBeNull();
    expect([heading('applied'), heading('interviewing')]).toEqual(['Applied (1 job)', 'Interviewing (1 job)']);
    await act(() => {
      moves.value = new Map();
    });
    expect(column('applied').querySelector('[data-job-id="2"]')).not.toBeNull();
    expect(column('interviewing').querySelector('.app-card')).toBeNull();
  });

  it('the list read again redraws a card whose stage, title or reminder changed, beside a move still on its way', async () => {
    const moves = signal<Moves>(new Map([['3', { stage: 'offer', at }]]));
    const first = [entry('1', 'saved'), entry('2', 'applied'), entry('3', 'applied')];
    await drawBoard(<Board entries={first} moves={moves} lang="en" onMove={onMove} />);
    expect(column('offer').querySelector('[data-job-id="3"]')).not.toBeNull();
    const read = [
      { ...entry('1', 'saved', false, { remindAt: inDays(3) }), title: 'Renamed job' },
      entry('2', 'interviewing'),
      entry('3', 'applied'),
    ];
    await drawBoard(<Board entries={read} moves={moves} lang="en" onMove={onMove} />);
    const saved = column('saved').querySelector('[data-job-id="1"]')!;
    expect(saved.querySelector('.app-title')?.textContent).toBe('Renamed job');
    expect(saved.querySelector('.card-agenda')?.textContent).toContain('Follow up');
    expect(column('interviewing').querySelector('[data-job-id="2"]')).not.toBeNull();
    expect(column('applied').querySelector('.app-card')).toBeNull();
    expect(column('offer').querySelector('[data-job-id="3"]')).not.toBeNull();
  });

  it('a card moved by its menu lands in its new column with the focus on its button', async () => {
    const entries = [entry('1', 'saved'), entry('2', 'applied')];
    const moves = signal<Moves>(new Map());
    const move = (jobId: string, stage: Entry['stage']) => {
      moves.value = new Map([[jobId, { stage, at }]]);
    };
    await drawBoard(<Board entries={entries} moves={moves} lang="en" onMove={move} />);
    await act(() => column('applied').querySelector<HTMLButtonElement>('.move-button')!.click());
    const offer = [...container.querySelectorAll<HTMLButtonElement>('[role="menuitem"]')].find(
      (item) => item.textContent === 'Offer',
    )!;
    await act(() => offer.click());
    const moved = column('offer').querySelector('[data-job-id="2"]');
    expect(moved).not.toBeNull();
    // Drawn where it lands in the move's frame, not left to `content-visibility: auto` like the cards not moved.
    expect(moved!.classList.contains('moved')).toBe(true);
    expect(column('saved').querySelector('[data-job-id="1"]')!.classList.contains('moved')).toBe(false);
    await nextFrame();
    expect(document.activeElement).toBe(moved!.querySelector('.move-button'));
  });
});
