/**
 * A kept posting's tree (model/posting.ts) as Preact nodes: each tag of the tree becomes its element, text stays
 * text, and a link is an https one opened apart from this page. Never HTML from a string (DESIGN §6).
 */
import type { ComponentChildren, JSX } from 'preact';
import { type PostingNode, safeHref } from '../../model/posting';

function nodeOf(node: PostingNode, key: number): ComponentChildren {
  if (typeof node === 'string') return node;
  const children = node.children.map(nodeOf);
  switch (node.tag) {
    case 'h':
      return <h4 key={key}>{children}</h4>;
    case 'p':
      return <p key={key}>{children}</p>;
    case 'ul':
      return <ul key={key}>{children}</ul>;
    case 'ol':
      return <ol key={key}>{children}</ol>;
    case 'li':
      return <li key={key}>{children}</li>;
    case 'b':
      return <strong key={key}>{children}</strong>;
    case 'i':
      return <em key={key}>{children}</em>;
    case 'br':
      return <br key={key} />;
    case 'a': {
      const href = safeHref(node.href);
      return href ? (
        <a key={key} href={href} target="_blank" rel="noopener noreferrer">
          {children}
        </a>
      ) : (
        children
      );
    }
  }
}

export function PostingText({ nodes }: { nodes: readonly PostingNode[] }): JSX.Element {
  return (
    <div class="posting-text" dir="auto">
      {nodes.map(nodeOf)}
    </div>
  );
}
