// @vitest-environment happy-dom
import { render } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import { Posting } from '../../model/posting';
import { PostingText } from './PostingText';

let root: HTMLElement | undefined;
afterEach(() => {
  if (root) render(null, root);
  root?.remove();
});

function shown(nodes: unknown[]): HTMLElement {
  root = document.createElement('div');
  document.body.append(root);
  // Even a tree that skipped the model's rules (a stored row written by an older build) renders only safe nodes.
  render(<PostingText nodes={nodes as never} />, root);
  return root;
}

describe('a kept posting shown', () => {
  it('builds its elements from the tree; markup in its text stays text', () => {
    const { nodes } = Posting.parse({
      nodes: [
        { tag: 'h', children: ['About <b>us</b>'] },
        {
          tag: 'p',
          children: ['<script>alert(1)</script>', { tag: 'a', href: 'https://acme.example/a', children: ['apply'] }],
        },
        { tag: 'ul', children: [{ tag: 'li', children: ['One'] }] },
      ],
    });
    const view = shown(nodes);
    expect(view.querySelector('h4')?.textContent).toBe('About <b>us</b>');
    expect(view.querySelector('script')).toBeNull();
    expect(view.querySelector('b')).toBeNull();
    const link = view.querySelector('a');
    expect([link?.getAttribute('href'), link?.getAttribute('rel'), link?.getAttribute('target')]).toEqual([
      'https://acme.example/a',
      'noopener noreferrer',
      '_blank',
    ]);
    expect(view.querySelectorAll('li')).toHaveLength(1);
  });

  it('shows an unsafe link of an unchecked tree as its words, with no address', () => {
    const view = shown([{ tag: 'a', href: 'javascript:alert(1)', children: ['click'] }]);
    expect(view.querySelector('a')).toBeNull();
    expect(view.textContent).toBe('click');
  });
});
