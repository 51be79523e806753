// @vitest-environment happy-dom
import { DOMParser as InertParser } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { loadFixture } from './fixtures/load';
import { readPosting } from './posting-read';

// linkedom: it loads nothing a page names (happy-dom's parser would fetch an iframe's address).
const page = (body: string, head = '') =>
  new InertParser().parseFromString(
    `<html><head><base href="https://jobs.example/acme/1">${head}</head><body>${body}</body></html>`,
    'text/html',
  ) as unknown as Document;
const jsonLd = (description: unknown) =>
  `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'JobPosting', title: 'Welder', description })}</script>`;

describe('the posting reader in the tab', () => {
  it('keeps headings, paragraphs, lists and https links of the adapter’s block', () => {
    const doc = page(
      '<div id="d"><h2>About</h2><p>We <strong>weld</strong>.</p><ul><li>One</li><li>Two <a href="/apply">apply</a></li></ul></div>',
    );
    expect(readPosting('#d', 1000, doc)).toEqual({
      nodes: [
        { tag: 'h', children: ['About'] },
        { tag: 'p', children: ['We ', { tag: 'b', children: ['weld'] }, '.'] },
        {
          tag: 'ul',
          children: [
            { tag: 'li', children: ['One'] },
            { tag: 'li', children: ['Two ', { tag: 'a', href: 'https://jobs.example/apply', children: ['apply'] }] },
          ],
        },
      ],
      cut: false,
    });
  });

  it('leaves out scripts, styles, images, frames, forms, event attributes and javascript: links', () => {
    const doc = page(
      `<div id="d"><script>alert(1)</script><style>p{}</style><img src="https://tracker.example/p.gif" onerror="alert(2)">
       <p onclick="alert(3)" style="color:red">Text</p><a href="javascript:alert(4)">bad</a><a href="http://plain.example/">plain</a>
       <iframe src="https://evil.example/"></iframe><form><input value="x"></form><svg><image href="https://x.example/i.png"/></svg>
       <a href="https://user:pw@evil.example/">creds</a><noscript><img src="https://t.example/n.gif"></noscript></div>`,
    );
    const read = readPosting('#d', 1000, doc);
    const json = JSON.stringify(read);
    for (const word of [
      'alert',
      'tracker',
      'onerror',
      'onclick',
      'color',
      'javascript',
      'evil',
      'plain.example',
      'x.example',
      'http:',
    ])
      expect(json).not.toContain(word);
    expect(json).toContain('Text');
    expect(json).toContain('bad');
    expect(json).toContain('plain');
  });

  it('falls back to JSON-LD’s description, parsed inert, escaped once or twice', () => {
    const once = readPosting(null, 1000, page('', jsonLd('<p>Weld <img src=x onerror="alert(1)">things</p>')));
    expect(once).toEqual({ nodes: [{ tag: 'p', children: ['Weld ', 'things'] }], cut: false });
    const twice = readPosting(null, 1000, page('', jsonLd('&lt;ul&gt;&lt;li&gt;Weld&lt;/li&gt;&lt;/ul&gt;')));
    expect(twice).toEqual({ nodes: [{ tag: 'ul', children: [{ tag: 'li', children: ['Weld'] }] }], cut: false });
  });

  it('uses JSON-LD when the adapter’s block is not on the page, and answers null when neither is', () => {
    expect(readPosting('.gone', 1000, page('', jsonLd('Plain words')))).toEqual({ nodes: ['Plain words'], cut: false });
    expect(readPosting('.gone', 1000, page('<p>no posting</p>'))).toBeNull();
    expect(readPosting('[[bad selector', 1000, page(''))).toBeNull();
  });

  it('cuts 5 MB of text at the budget and says so, never refusing it', () => {
    const huge = 'word '.repeat(1_000_000);
    const read = readPosting('#d', 100_000, page(`<div id="d"><p>${huge}</p><p>after</p></div>`));
    expect(read?.cut).toBe(true);
    expect(JSON.stringify(read).length).toBeLessThan(100_200);
    expect(JSON.stringify(read)).not.toContain('after');
  });

  it('reads the Greenhouse fixture’s description block', () => {
    expect(readPosting('.job__description', 1000, loadFixture('greenhouse-job.html'))?.nodes).toEqual([
      { tag: 'p', children: ['Own the platform under every Claude surface.'] },
    ]);
  });
});
