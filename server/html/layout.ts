/** Tiny HTML helpers: every dynamic string goes through `esc` (text and attribute safe). */

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function esc(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (char) => ENTITIES[char]!);
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped so the text cannot close the element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

const CSS = `
:root { color-scheme: light dark; --fg: #1d2330; --muted: #5b6475; --bg: #f7f8fa; --card: #fff; --line: #e3e6ec; --accent: #2757d6; }
@media (prefers-color-scheme: dark) { :root { --fg: #e6e9ef; --muted: #9aa3b5; --bg: #14171d; --card: #1c2029; --line: #2c3240; --accent: #7aa2ff; } }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--fg); background: var(--bg); }
header.site { background: var(--card); border-bottom: 1px solid var(--line); padding: 0.75rem 1.5rem; }
header.site a { color: var(--fg); font-weight: 700; text-decoration: none; }
main { max-width: 56rem; margin: 1.5rem auto; padding: 0 1.5rem; }
a { color: var(--accent); }
h1 { font-size: 1.6rem; line-height: 1.25; margin: 0 0 0.5rem; }
ul.jobs { list-style: none; padding: 0; margin: 0; }
ul.jobs li { background: var(--card); border: 1px solid var(--line); border-radius: 8px; padding: 0.75rem 1rem; margin: 0 0 0.5rem; }
ul.jobs .meta, .muted { color: var(--muted); font-size: 0.9rem; }
.job { background: var(--card); border: 1px solid var(--line); border-radius: 10px; padding: 1.25rem 1.5rem; }
.job-company, .job-location { margin: 0.25rem 0; }
.job-company { font-weight: 600; }
.job-actions { display: flex; gap: 0.5rem; align-items: center; margin: 1rem 0; min-height: 2rem; }
.tags { display: flex; flex-wrap: wrap; gap: 0.375rem; padding: 0; list-style: none; }
.tags li { border: 1px solid var(--line); border-radius: 999px; padding: 0 0.6rem; font-size: 0.85rem; }
form.login { background: var(--card); border: 1px solid var(--line); border-radius: 10px; padding: 1.5rem; max-width: 24rem; }
form.login label { display: block; font-weight: 600; margin-bottom: 0.25rem; }
form.login input { width: 100%; padding: 0.5rem; font: inherit; border: 1px solid var(--line); border-radius: 6px; background: var(--bg); color: var(--fg); }
button { font: inherit; padding: 0.5rem 1rem; border-radius: 6px; border: 0; background: var(--accent); color: #fff; cursor: pointer; margin-top: 1rem; }
nav.pager { display: flex; justify-content: space-between; margin: 1rem 0; }
`;

export function page(title: string, body: string, head = ''): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title>
<style>${CSS}</style>
${head}
</head>
<body>
<header class="site"><a href="/">jobstar</a></header>
${body}
</body>
</html>
`;
}
