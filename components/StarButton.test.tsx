// @vitest-environment happy-dom
import { render } from 'preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentT } from '../i18n/content';
import { StarButton } from './StarButton';

const props = { t: contentT('en'), dir: 'ltr' as const, lang: 'en', onPress: vi.fn(), onDismiss: vi.fn() };

describe('StarButton', () => {
  afterEach(() => render(null, document.body));

  it('is a toggle named for what a press does', () => {
    render(<StarButton {...props} starred={false} />, document.body);
    const button = document.querySelector('button')!;
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(button.getAttribute('aria-label')).toBe('Star job');
    expect(button.title).toContain('Alt+Shift+S');
    render(<StarButton {...props} starred />, document.body);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(button.getAttribute('aria-label')).toBe('Unstar job');
  });

  it('speaks Hebrew right to left', () => {
    render(<StarButton {...props} t={contentT('he')} dir="rtl" lang="he" starred={false} />, document.body);
    expect(document.querySelector('.wrap')?.getAttribute('dir')).toBe('rtl');
    expect(document.querySelector('button')?.getAttribute('aria-label')).toBe('סימון המשרה בכוכב');
  });

  it('hands the press to its host and keeps it from the page’s own click handlers', () => {
    const onPress = vi.fn();
    const pageHandler = vi.fn();
    document.body.addEventListener('click', pageHandler);
    render(<StarButton {...props} onPress={onPress} starred={false} />, document.body);
    document.querySelector('button')!.click();
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(pageHandler).not.toHaveBeenCalled();
    document.body.removeEventListener('click', pageHandler);
  });

  it('shows a failure as text in an alert, with a way to dismiss it', () => {
    const onDismiss = vi.fn();
    render(
      <StarButton {...props} onDismiss={onDismiss} starred={false} error={'<img src=x onerror=alert(1)> offline'} />,
      document.body,
    );
    const alert = document.querySelector('[role="alert"]')!;
    expect(alert.textContent).toContain('<img src=x onerror=alert(1)> offline');
    expect(alert.querySelector('img')).toBeNull();
    alert.querySelector('button')!.click();
    expect(onDismiss).toHaveBeenCalled();
  });
});
