// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentT } from '../i18n/content';
import { mountStarButton, SAVED_MS } from './star-button';

const props = { t: contentT('en'), dir: 'ltr' as const, lang: 'en', job: {}, onPress: vi.fn(), onDismiss: vi.fn() };

describe('StarButton', () => {
  afterEach(() => document.body.replaceChildren());

  it('is a toggle named for what a press does', () => {
    const view = mountStarButton(document.body, { ...props, starred: false });
    const button = document.querySelector('button')!;
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(button.getAttribute('aria-label')).toBe('Star job');
    expect(button.title).toContain('Alt+Shift+S');
    view.update({ starred: true });
    expect(document.querySelectorAll('button')).toHaveLength(1);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(button.getAttribute('aria-label')).toBe('Unstar job');
    expect(button.type).toBe('button');
    expect(button.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('names the job it stars: title and company, or the title alone', () => {
    const job = { title: 'Data Engineer', company: 'Wix' };
    const view = mountStarButton(document.body, { ...props, job, starred: false });
    const button = document.querySelector('button')!;
    expect(button.getAttribute('aria-label')).toBe('Star job: Data Engineer at Wix');
    view.update({ starred: true });
    expect(button.getAttribute('aria-label')).toBe('Unstar job: Data Engineer at Wix');
    mountStarButton(document.body, { ...props, job: { title: 'Designer' }, starred: false });
    expect(document.querySelectorAll('button')[1]?.getAttribute('aria-label')).toBe('Star job: Designer');
    const he = { ...props, t: contentT('he'), dir: 'rtl' as const, lang: 'he', job, starred: true };
    mountStarButton(document.body, he);
    expect(document.querySelectorAll('button')[2]?.getAttribute('aria-label')).toBe(
      'הסרת הכוכב מהמשרה: Data Engineer ב-Wix',
    );
  });

  it('speaks Hebrew right to left', () => {
    mountStarButton(document.body, { ...props, t: contentT('he'), dir: 'rtl', lang: 'he', starred: false });
    expect(document.querySelector('.wrap')?.getAttribute('dir')).toBe('rtl');
    expect(document.querySelector('.wrap')?.getAttribute('lang')).toBe('he');
    expect(document.querySelector('button')?.getAttribute('aria-label')).toBe('סימון המשרה בכוכב');
  });

  it('hands the press to its host and keeps it from the page’s own click handlers', () => {
    const onPress = vi.fn();
    const pageHandler = vi.fn();
    document.body.addEventListener('click', pageHandler);
    mountStarButton(document.body, { ...props, onPress, starred: false });
    const button = document.querySelector('button')!;
    button.click();
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(onPress.mock.calls[0]?.[1]).toBe(button);
    expect(pageHandler).not.toHaveBeenCalled();
    document.body.removeEventListener('click', pageHandler);
  });

  it('shows a failure as text in an alert, with a way to dismiss it', () => {
    const onDismiss = vi.fn();
    const view = mountStarButton(document.body, {
      ...props,
      onDismiss,
      starred: false,
      error: '<img src=x onerror=alert(1)> offline',
    });
    const alert = document.querySelector('[role="alert"]')!;
    expect(alert.textContent).toContain('<img src=x onerror=alert(1)> offline');
    expect(alert.querySelector('img')).toBeNull();
    alert.querySelector('button')!.click();
    expect(onDismiss).toHaveBeenCalled();
    view.update({ starred: false, error: 'Storage is full' });
    expect(document.querySelectorAll('[role="alert"]')).toHaveLength(1);
    expect(document.querySelector('[role="alert"] span')?.textContent).toBe('Storage is full');
    view.update({ starred: false });
    expect(document.querySelector('[role="alert"]')).toBeNull();
  });

  it('confirms a saved star politely, in its own root, until dismissed or a few seconds pass', () => {
    vi.useFakeTimers();
    try {
      const view = mountStarButton(document.body, { ...props, starred: true });
      view.confirmSaved();
      const status = document.querySelector('[role="status"]') as HTMLElement;
      // In place first, then its words: a live region speaks a change, not an arrival.
      expect(status.textContent).toBe('Dismiss');
      vi.advanceTimersByTime(0);
      expect(status.textContent).toBe('Saved to jobstarDismiss');
      vi.advanceTimersByTime(SAVED_MS);
      expect(status.hidden).toBe(true);
      view.confirmSaved();
      vi.advanceTimersByTime(0);
      expect(status.hidden).toBe(false);
      status.querySelector('button')!.click();
      expect(status.hidden).toBe(true);
      expect(document.querySelectorAll('[role="status"]')).toHaveLength(1);
      mountStarButton(document.body, { ...props, t: contentT('he'), starred: true }).confirmSaved();
      vi.advanceTimersByTime(0);
      expect(document.querySelectorAll('[role="status"] span')[1]?.textContent).toBe('נשמר ב-jobstar');
    } finally {
      vi.useRealTimers();
    }
  });

  it('buttons are independent clones', () => {
    const first = mountStarButton(document.body, { ...props, starred: false });
    mountStarButton(document.body, { ...props, starred: false });
    first.update({ starred: true });
    const pressed = [...document.querySelectorAll('button.star')].map((b) => b.getAttribute('aria-pressed'));
    expect(pressed).toEqual(['true', 'false']);
  });
});
