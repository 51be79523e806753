// @vitest-environment happy-dom
import { useSignal } from '@preact/signals';
import { render } from 'preact';
import { useEffect } from 'preact/hooks';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepFirstRows } from '../shared/first-rows';
import { extensionVersion, starredRow } from '../shared/testing/kept-rows';
import * as shell from './popup-shell';
import * as state from './shell-state';

const DB = 'jobstar-account:https://issuer.test|alice';
const HOSTILE = '<img src=x onerror="globalThis.hit=1">';

/** A stand-in for the popup: a header, this page's job, and the starred panel with its rows. */
function Popup({ titles }: { titles: string[] }) {
  return (
    <div class="popup">
      <header>
        <h1>jobstar</h1>
        <section class="this-page">This tab’s job</section>
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d="M1 1h22" />
        </svg>
      </header>
      <main class="panels">
        <div role="tabpanel" id="popup-panel-starred" class="panel">
          <ul class="rows">
            {titles.map((title) => (
              <li key={title} class="job-row">
                <a class="row-title" href="https://example.test/" onClick={() => undefined}>
                  {title}
                </a>
                <select class="stage" value="applied" aria-label="Stage">
                  <option value="saved">Saved</option>
                  <option value="applied">Applied</option>
                </select>
              </li>
            ))}
          </ul>
        </div>
      </main>
    </div>
  );
}

/** The popup as the app renders it: the rows "read" when `read` says, reported as the real parts do. */
function ReportingPopup({ titles, report }: { titles: string[]; report: (read: boolean) => void }) {
  const read = useSignal(false);
  const isRead = read.value;
  useEffect(() => report(isRead));
  (globalThis as { markRead?: () => void }).markRead = () => {
    read.value = true;
  };
  return <Popup titles={titles} />;
}

const freshApp = () => {
  document.body.replaceChildren();
  const app = document.createElement('div');
  app.id = 'app';
  document.body.append(app);
  return app;
};

const box = (top: number, width: number) => ({ top, width }) as DOMRect;

/** Keeps a copy of the popup with these rows, as an opening on the Starred tab would (`layout` stands in for the browser's). */
async function keptWith(titles: string[], layout?: (app: HTMLElement) => void) {
  const app = freshApp();
  render(<Popup titles={titles} />, app);
  layout?.(app);
  shell.keepAppShell(app, DB);
  render(null, app);
}

describe('the popup painted from its kept copy', () => {
  beforeEach(() => {
    localStorage.clear();
    extensionVersion('1.4.0');
    document.documentElement.lang = 'en';
    document.documentElement.dir = 'ltr';
    localStorage.setItem('jobstar.popup.tab', 'starred');
    keepFirstRows(DB, [starredRow(1), starredRow(2)]);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.replaceChildren();
  });

  it('paints the kept rows, inert and busy, with a page’s words as text and without this opening’s parts', async () => {
    await keptWith([HOSTILE, 'Job 2']);
    const app = freshApp();
    expect(shell.paintShell(app)).toBe(true);
    expect(app.inert).toBe(true);
    expect(app.getAttribute('aria-busy')).toBe('true');
    expect([...app.querySelectorAll('li.job-row .row-title')].map((title) => title.textContent)).toEqual([
      HOSTILE,
      'Job 2',
    ]);
    expect(app.querySelector('img')).toBeNull();
    expect(app.querySelector('.this-page')).toBeNull();
    expect(app.querySelector('svg')?.namespaceURI).toBe('http://www.w3.org/2000/svg');
    expect(app.querySelector('a')?.getAttribute('href')).toBe('https://example.test/');
  });

  it('shows each control as the app had set it (a select’s value is a property, not an attribute)', async () => {
    await keptWith(['Job 1']);
    const app = freshApp();
    shell.paintShell(app);
    expect(app.querySelector<HTMLSelectElement>('select.stage')?.value).toBe('applied');
  });

  /** The panels 100 px high from 50 px down, scrolled by 30 px; the rows 40 px apart from 40 px down. */
  const panelsLayout = (app: HTMLElement) => {
    const panels = app.querySelector('.panels')!;
    Object.defineProperty(panels, 'clientHeight', { value: 100 });
    Object.defineProperty(panels, 'scrollTop', { value: 30 });
    vi.spyOn(panels, 'getBoundingClientRect').mockReturnValue(box(50, 380));
    app.querySelectorAll('li.job-row').forEach((row, i) => {
      vi.spyOn(row, 'getBoundingClientRect').mockReturnValue(box(40 + 40 * i, 380));
    });
  };
  const paintedTitles = () => {
    const app = freshApp();
    shell.paintShell(app);
    return [...app.querySelectorAll('li.job-row .row-title')].map((title) => title.textContent);
  };

  it('leaves out the rows out of sight, but one: the copy cannot be scrolled, and they come with the app', async () => {
    // The fold is 120 px down (50 − 30 + 100): the row at 120 px is the one kept past it.
    await keptWith(['Job 1', 'Job 2', 'Job 3', 'Job 4', 'Job 5'], panelsLayout);
    expect(paintedTitles()).toEqual(['Job 1', 'Job 2', 'Job 3']);
  });

  it('moves the fold down by the height of this opening’s parts, which the copy leaves out', async () => {
    await keptWith(['Job 1', 'Job 2', 'Job 3', 'Job 4', 'Job 5', 'Job 6'], (app) => {
      panelsLayout(app);
      vi.spyOn(app.querySelector('.this-page')!, 'getBoundingClientRect').mockReturnValue({
        ...box(10, 380),
        height: 40,
      });
    });
    expect(paintedTitles()).toEqual(['Job 1', 'Job 2', 'Job 3', 'Job 4']);
  });

  it('keeps only a menu’s chosen option, at the width the menu was shown', async () => {
    await keptWith(['Job 1'], (app) => {
      vi.spyOn(app.querySelector('select')!, 'getBoundingClientRect').mockReturnValue(box(0, 87.5));
    });
    const app = freshApp();
    shell.paintShell(app);
    const select = app.querySelector<HTMLSelectElement>('select.stage')!;
    expect([...select.options].map((option) => option.value)).toEqual(['applied']);
    expect(select.value).toBe('applied');
    expect(select.style.inlineSize).toBe('87.5px');
  });

  it('keeps every row and option when nothing was laid out', async () => {
    await keptWith(['Job 1', 'Job 2']);
    const app = freshApp();
    shell.paintShell(app);
    expect(app.querySelectorAll('li.job-row')).toHaveLength(2);
    expect(app.querySelector('select')?.options).toHaveLength(2);
    expect(app.querySelector('select')?.hasAttribute('style')).toBe(false);
  });

  it('refuses a handler attribute in a tampered copy', async () => {
    await keptWith(['Job 1']);
    const key = 'jobstar.popup.shell';
    const kept = JSON.parse(localStorage.getItem(key)!) as { copy: string };
    kept.copy = JSON.stringify([['button', { onclick: 'globalThis.hit=1', class: 'x' }, ['Go']]]);
    localStorage.setItem(key, JSON.stringify(kept));
    const app = freshApp();
    expect(shell.paintShell(app)).toBe(true);
    expect(app.querySelector('button')?.getAttribute('class')).toBe('x');
    expect(app.querySelector('button')?.hasAttribute('onclick')).toBe(false);
  });

  it('is not painted when another tab is remembered, or when nothing was kept', async () => {
    await keptWith(['Job 1']);
    localStorage.setItem('jobstar.popup.tab', 'companies');
    expect(shell.paintShell(freshApp())).toBe(false);
    localStorage.setItem('jobstar.popup.tab', 'starred');
    localStorage.removeItem('jobstar.popup.shell');
    expect(shell.paintShell(freshApp())).toBe(false);
    expect(document.getElementById('app')?.inert).toBe(false);
  });

  it('is replaced by the app in one step once it has read the database: one list, never two', async () => {
    await keptWith(['Job 2', 'Job 1']);
    const app = freshApp();
    shell.paintShell(app);
    const report = (read: boolean) => {
      state.reportPart('header', { read, asOpened: true }, DB);
      state.reportPart('list', { read, asOpened: true });
    };
    await act(() =>
      state.renderOverCopy(app, true, <ReportingPopup titles={['Job 2', 'Job 1']} report={report} />, 60_000),
    );
    // Rendered, not yet read: only the copy is in the page.
    expect(document.getElementById('app')).toBe(app);
    expect(document.querySelectorAll('#popup-panel-starred')).toHaveLength(1);
    expect(document.querySelectorAll('li.job-row')).toHaveLength(2);

    await act(() => (globalThis as { markRead?: () => void }).markRead?.());
    const now = document.getElementById('app')!;
    expect(now).not.toBe(app);
    expect(now.inert).toBe(false);
    expect(now.hasAttribute('aria-busy')).toBe(false);
    expect(document.querySelectorAll('#app')).toHaveLength(1);
    expect(document.querySelectorAll('#popup-panel-starred')).toHaveLength(1);
    expect([...document.querySelectorAll('li.job-row .row-title')].map((item) => item.textContent)).toEqual([
      'Job 2',
      'Job 1',
    ]);
  });

  it('gives way to the app after its deadline when the database does not answer', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      await keptWith(['Job 1']);
      const app = freshApp();
      shell.paintShell(app);
      state.renderOverCopy(app, true, <Popup titles={['Job 1']} />, 1500);
      expect(document.getElementById('app')).toBe(app);
      vi.advanceTimersByTime(1500);
      expect(document.getElementById('app')).not.toBe(app);
      expect(document.querySelectorAll('li.job-row')).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('renders straight into the page when no copy was painted', async () => {
    const app = freshApp();
    state.renderOverCopy(app, false, <Popup titles={['Job 1']} />, 1500);
    expect(document.getElementById('app')).toBe(app);
    expect(app.querySelectorAll('li.job-row')).toHaveLength(1);
  });

  it('keeps a copy only while the popup looks as it opened, without this opening’s parts', async () => {
    const app = freshApp();
    render(<Popup titles={['Job 1']} />, app);
    state.reportPart('list', { read: true, asOpened: false });
    state.reportPart('header', { read: true, asOpened: true }, DB);
    expect(localStorage.getItem('jobstar.popup.shell')).toBeNull();
    state.reportPart('list', { read: true, asOpened: true });
    const kept = localStorage.getItem('jobstar.popup.shell');
    expect(kept).toContain('Job 1');
    expect(kept).not.toContain('This tab');
  });
});
