// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { effectiveOpacity, hiddenByStyle, refusalOf } from './click-guard';

function shadowButton() {
  const host = document.createElement('jobstar-star');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  const button = document.createElement('button');
  root.append(button);
  return { host, root, button };
}

const press = (init: Partial<MouseEvent>) =>
  ({ isTrusted: true, detail: 1, clientX: 10, clientY: 10, ...init }) as unknown as MouseEvent;

describe('click guard', () => {
  afterEach(() => {
    document.body.replaceChildren();
  });

  it('refuses an event a script made (happy-dom’s own clicks are untrusted too)', () => {
    const { button } = shadowButton();
    let seen: MouseEvent | undefined;
    button.addEventListener('click', (event) => {
      seen = event;
    });
    button.click();
    expect(seen && refusalOf(seen, button)).toBe('untrusted');
  });

  it('refuses when an ancestor across the shadow boundary is made transparent', () => {
    const { host, root, button } = shadowButton();
    const wrapper = document.createElement('div');
    wrapper.style.opacity = '0.3';
    document.body.append(wrapper);
    wrapper.append(host);
    root.elementFromPoint = () => button;
    expect(effectiveOpacity(button)).toBeCloseTo(0.3);
    expect(refusalOf(press({}), button)).toBe('transparent');
  });

  it('multiplies opacities: two 0.7 layers are below one half', () => {
    const { host, button } = shadowButton();
    const outer = document.createElement('div');
    const inner = document.createElement('div');
    outer.style.opacity = '0.7';
    inner.style.opacity = '0.7';
    outer.append(inner);
    inner.append(host);
    document.body.append(outer);
    expect(effectiveOpacity(button)).toBeLessThan(0.5);
  });

  it('refuses when something else is at the point pressed (covered)', () => {
    const { root, button } = shadowButton();
    const overlay = document.createElement('div');
    document.body.append(overlay);
    root.elementFromPoint = () => overlay;
    expect(refusalOf(press({}), button)).toBe('covered');
  });

  it('accepts a trusted, visible, uncovered press; a key press is checked at the button’s centre', () => {
    const { root, button } = shadowButton();
    const points: [number, number][] = [];
    root.elementFromPoint = (x: number, y: number) => {
      points.push([x, y]);
      return button;
    };
    button.getBoundingClientRect = () => ({ left: 100, top: 50, width: 36, height: 36 }) as DOMRect;
    expect(refusalOf(press({}), button)).toBeNull();
    expect(refusalOf(press({ detail: 0, clientX: 0, clientY: 0 }), button)).toBeNull();
    expect(points).toEqual([
      [10, 10],
      [118, 68],
    ]);
  });
});

describe('style checks where the browser cannot report visibility', () => {
  afterEach(() => {
    document.body.replaceChildren();
  });

  it.each([
    ['filter', 'opacity(0)'],
    ['filter', 'opacity(0.02)'],
    ['filter', 'contrast(0) brightness(2)'],
    ['filter', 'blur(8px)'],
    ['mask-image', 'linear-gradient(transparent, transparent)'],
    ['clip-path', 'inset(50%)'],
    ['visibility', 'hidden'],
  ])('refuses a star whose ancestor has %s: %s', (property, value) => {
    const { host, root, button } = shadowButton();
    const wrapper = document.createElement('div');
    wrapper.style.setProperty(property, value);
    document.body.append(wrapper);
    wrapper.append(host);
    root.elementFromPoint = () => button;
    expect(hiddenByStyle(button)).toBe(true);
    expect(refusalOf(press({}), button, true)).toBe('transparent');
  });

  it('lets a plain star, or a harmless filter, through', () => {
    const { host, root, button } = shadowButton();
    const wrapper = document.createElement('div');
    wrapper.style.setProperty('filter', 'drop-shadow(0 0 2px black)');
    document.body.append(wrapper);
    wrapper.append(host);
    root.elementFromPoint = () => button;
    expect(hiddenByStyle(button)).toBe(false);
    expect(refusalOf(press({}), button, true)).toBeNull();
  });
});
