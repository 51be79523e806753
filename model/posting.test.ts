import { describe, expect, it } from 'vitest';
import { Posting, postingText, safeHref, safePosting } from './posting';

describe('a kept posting', () => {
  it('keeps only its tags, and links only https, whatever a page sends', () => {
    const parsed = Posting.parse({
      nodes: [
        { tag: 'script', children: ['alert(1)'] },
        { tag: 'img', href: 'https://t.example/p.gif', children: [] },
        { tag: 'a', href: 'javascript:alert(1)', children: ['js'] },
        { tag: 'a', href: 'data:text/html,x', children: ['data'] },
        { tag: 'a', href: 'https://acme.example/apply', onclick: 'x', children: ['apply'] },
        { tag: 'p', href: 'https://t.example/', style: 'x', children: ['text', 42, null] },
      ],
    });
    expect(parsed).toEqual({
      nodes: [
        'alert(1)',
        'js',
        'data',
        { tag: 'a', href: 'https://acme.example/apply', children: ['apply'] },
        { tag: 'p', children: ['text'] },
      ],
      cut: false,
    });
  });

  it('cuts the text at the budget, keeps what fit and says it was cut', () => {
    const cut = safePosting(
      [
        { tag: 'p', children: ['abcdef'] },
        { tag: 'p', children: ['ghi'] },
      ],
      4,
    );
    expect(cut).toEqual({ nodes: [{ tag: 'p', children: ['abcd'] }], cut: true });
    const big = Posting.parse({ nodes: ['x'.repeat(5_000_000)] });
    expect(big.cut).toBe(true);
    expect(big.nodes).toEqual(['x'.repeat(100_000)]);
    expect(Posting.parse({ nodes: ['ok'], cut: true }).cut).toBe(true);
  });

  it('flattens a tree deeper than any posting to its words', () => {
    let deep: unknown = 'bottom';
    for (let i = 0; i < 50; i += 1) deep = { tag: 'ul', children: [deep] };
    const { nodes } = safePosting([deep]);
    expect(postingText(nodes)).toBe('bottom');
    expect(JSON.stringify(nodes).split('"ul"').length - 1).toBe(12);
  });

  it('reads its words without formatting or spacing, for noticing a change', () => {
    expect(
      postingText([
        { tag: 'h', children: ['About'] },
        { tag: 'p', children: ['We  weld.'] },
      ]),
    ).toBe('About We weld.');
  });

  it('follows only https links without credentials', () => {
    expect(safeHref('https://acme.example/x')).toBe('https://acme.example/x');
    for (const bad of ['http://acme.example/', 'javascript:alert(1)', 'https://u:p@acme.example/', '/relative', 7])
      expect(safeHref(bad)).toBeUndefined();
  });
});
