import { DOMParser } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { layered, refOf } from './facts';
import { metaFacts, titleFacts } from './page-meta';
import { cap, visibleText } from './text';

const parse = (body: string, head = '') =>
  new DOMParser().parseFromString(
    `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`,
    'text/html',
  ) as unknown as Document;

describe('visibleText', () => {
  it('leaves out inline styles, scripts, SVG, hidden and screen-reader-only copies', () => {
    const document = parse(`<h1 id="t"><style>.a{color:red}</style><script>var x = 1;</script>
      <svg><style>.b{}</style><title>icon</title></svg>
      <span aria-hidden="true">Data Scientist</span><span class="visually-hidden">Data Scientist</span>
      <strong>Data   Scientist</strong><span hidden> - job post</span><span style="display: none">x</span></h1>`);
    expect(visibleText(document.getElementById('t')!)).toBe('Data Scientist');
  });
  it('keeps block elements apart and collapses whitespace', () => {
    const document = parse('<div id="c"><div>Acme</div><div>Tel Aviv</div>  <p>Full\ntime</p></div>');
    expect(visibleText(document.getElementById('c')!)).toBe('Acme Tel Aviv Full time');
  });
  it('is empty for an element that is itself hidden', () => {
    expect(visibleText(parse('<p id="p" hidden>x</p>').getElementById('p')!)).toBe('');
  });
  it('reads an aria-hidden copy when it is the only one shown (LinkedIn card titles)', () => {
    const document = parse(
      '<a id="a"><span aria-hidden="true"><strong>Data Scientist</strong></span><span class="visually-hidden">Data Scientist with verification</span></a>',
    );
    expect(visibleText(document.getElementById('a')!)).toBe('Data Scientist');
  });
  it('leaves out every screen-reader-only copy and hiding style, whatever their case', () => {
    const names = ['Visually-Hidden', 'VISUALLYHIDDEN', 'sr-Only', 'Screen-Reader-Text', 'screenreader-ONLY'];
    const more = ['A11y-Text', 'a11y-HIDDEN', 'OffScreen', 'Hidden-Nested-Link-Text'];
    const copies = [...names, ...more].map((name) => `<span class="x ${name}">copy</span>`).join('');
    const styled = '<span style="Visibility: Hidden">copy</span><span style="color: red; DISPLAY:none">copy</span>';
    const document = parse(`<h2 id="t">Data Scientist${copies}${styled}<SVG><STYLE>.b{}</STYLE></SVG></h2>`);
    expect(visibleText(document.getElementById('t')!)).toBe('Data Scientist');
  });
});

describe('cap', () => {
  it('cuts an over-long field with an ellipsis instead of refusing it', () => {
    const long = 'a'.repeat(500);
    expect(cap(long, 200)).toHaveLength(200);
    expect(cap(long, 200)?.endsWith('…')).toBe(true);
    expect(cap('  short  ', 200)).toBe('short');
    expect(cap('   ', 200)).toBeUndefined();
  });
  it('refOf caps every text field to the job reference limits', () => {
    const ref = refOf({ jobId: 'x:1', site: 'x' }, { title: 't'.repeat(400), company: 'c'.repeat(2000) });
    expect(ref.title).toHaveLength(300);
    expect(ref.company).toHaveLength(200);
  });
});

describe('layers', () => {
  it('takes each field from the first layer that states it', () => {
    expect(layered({ title: 'A' }, undefined, { title: 'B', company: 'C' }, { company: 'D', remote: true })).toEqual({
      title: 'A',
      company: 'C',
      remote: true,
    });
  });
  it('drops a date that is not a calendar day', () => {
    expect(refOf({ jobId: 'x:1', site: 'x' }, { datePosted: 'yesterday' }).datePosted).toBeUndefined();
  });
});

describe('page titles', () => {
  it('reads the shapes job pages use, never the board as a company', () => {
    expect(titleFacts('Wix hiring Backend Engineer in Tel Aviv, Israel | LinkedIn')).toEqual({
      company: 'Wix',
      title: 'Backend Engineer',
      location: 'Tel Aviv, Israel',
    });
    expect(titleFacts('Staff Engineer at GitLab')).toEqual({ title: 'Staff Engineer', company: 'GitLab' });
    expect(titleFacts('Data Analyst - Acme | Drushim', ['Drushim'])).toEqual({
      title: 'Data Analyst',
      company: 'Acme',
    });
    expect(titleFacts('Jobs at Wellfound', ['Wellfound'])).toEqual({ title: 'Jobs at Wellfound' });
    expect(titleFacts('BioCatch - Senior Engineer', [], 'Senior Engineer')).toEqual({
      title: 'Senior Engineer',
      company: 'BioCatch',
    });
    expect(titleFacts('Careers - Acme', [], 'Senior Engineer')).toEqual({ title: 'Careers - Acme' });
    expect(titleFacts('LinkedIn', ['LinkedIn'])).toEqual({});
  });
  it('prefers og:title and takes og:site_name as the company unless it names the board', () => {
    const document = parse(
      '',
      '<title>ignored</title><meta property="og:title" content="Platform Engineer"><meta property="og:site_name" content="GitLab">',
    );
    expect(metaFacts(document)).toEqual({ title: 'Platform Engineer', company: 'GitLab' });
    expect(metaFacts(document, ['gitlab'])).toEqual({ title: 'Platform Engineer' });
  });
});
