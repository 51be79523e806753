/**
 * Gzipped sizes of the built entry points (gzip level 9, each file compressed on its own, as a browser
 * fetches them): the entry file plus every chunk it loads statically (imports, modulepreload, scripts and
 * stylesheets of an HTML entry), followed recursively. Chunks reached only through a dynamic `import()` are
 * counted apart: they load later, on demand.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface BundleSize {
  /** Bytes, gzipped, of the entry and its static closure. */
  gz: number;
  files: string[];
  /** Bytes, gzipped, per file of `files`. */
  sizes: Record<string, number>;
  /** Bytes, gzipped, of chunks only reached through dynamic import(). */
  lazyGz: number;
  lazyFiles: string[];
  /** Bytes, gzipped, per file of `lazyFiles`. */
  lazySizes: Record<string, number>;
  /** The chunks the entry's static closure itself imports through import() (not those their own imports reach). */
  directLazy: string[];
}

const gz = (path: string) => gzipSync(readFileSync(path), { level: 9 }).length;

function refsOf(file: string, source: string): { eager: string[]; lazy: string[] } {
  const eager: string[] = [];
  const lazy: string[] = [];
  if (file.endsWith('.html')) {
    for (const m of source.matchAll(/<script\b[^>]*\bsrc=["']([^"']+)["']/g)) eager.push(m[1]!);
    // popup.html's module entry, which its classic script asks for as soon as it has run (wxt.config.ts).
    for (const m of source.matchAll(/<script\b[^>]*\bdata-entry=["']([^"']+)["']/g)) eager.push(m[1]!);
    for (const m of source.matchAll(/<link\b[^>]*\bhref=["']([^"']+)["'][^>]*>/g)) {
      if (/rel=["'](modulepreload|stylesheet)["']/.test(m[0])) eager.push(m[1]!);
    }
  } else if (file.endsWith('.js')) {
    for (const m of source.matchAll(/\b(?:import|export)\s*(?:[\w$*{}\s,]+from\s*)?["']([^"']+\.(?:js|css))["']/g))
      eager.push(m[1]!);
    for (const m of source.matchAll(/\bimport\(\s*["'`]([^"'`]+\.js)["'`]\s*\)/g)) lazy.push(m[1]!);
  }
  return { eager, lazy };
}

function resolveRef(root: string, from: string, ref: string): string | undefined {
  if (/^[a-z]+:/i.test(ref)) return undefined;
  const relative = ref.startsWith('/') ? ref.slice(1) : posix.join(posix.dirname(from), ref);
  const normal = posix.normalize(relative);
  return existsSync(join(root, normal)) ? normal : undefined;
}

export function bundleSize(root: string, entries: string[]): BundleSize {
  const eager = new Set<string>();
  const lazy = new Set<string>();
  const directLazy = new Set<string>();
  const walk = (file: string, into: Set<string>) => {
    if (eager.has(file) || into.has(file)) return;
    into.add(file);
    const { eager: e, lazy: l } = refsOf(file, readFileSync(join(root, file), 'utf8'));
    for (const ref of e) {
      const target = resolveRef(root, file, ref);
      if (target) walk(target, into);
    }
    for (const ref of l) {
      const target = resolveRef(root, file, ref);
      if (target && into === eager) directLazy.add(target);
      if (target && !eager.has(target)) walk(target, lazy);
    }
  };
  for (const entry of entries) walk(entry, eager);
  for (const file of eager) lazy.delete(file);
  const sum = (files: Iterable<string>) => [...files].reduce((total, file) => total + gz(join(root, file)), 0);
  const sizesOf = (files: Set<string>) => Object.fromEntries([...files].map((file) => [file, gz(join(root, file))]));
  return {
    gz: sum(eager),
    files: [...eager],
    sizes: sizesOf(eager),
    lazyGz: sum(lazy),
    lazyFiles: [...lazy],
    lazySizes: sizesOf(lazy),
    directLazy: [...directLazy].filter((file) => !eager.has(file)),
  };
}

/** The rest of the worker, as entrypoints/background.ts names it. */
const BACKGROUND_REST = 'background-rest.js';

interface Manifest {
  background?: { service_worker?: string };
  action?: { default_popup?: string };
  content_scripts?: { js?: string[]; css?: string[] }[];
}

/**
 * The content scripts, each apart (a page loads only the one whose matches it fits): every manifest entry's
 * files, and the scripts WXT built for registration at run time (in content-scripts/, absent from the
 * manifest). `content` is the largest of them, the most a page loads.
 */
function contentBundles(extensionDir: string, manifest: Manifest): BundleSize[] {
  const entries = (manifest.content_scripts ?? []).map((cs) => [...(cs.js ?? []), ...(cs.css ?? [])]);
  const listed = new Set(entries.flat());
  const folder = join(extensionDir, 'content-scripts');
  const runtime = existsSync(folder)
    ? readdirSync(folder)
        .filter((name) => name.endsWith('.js') && !listed.has(`content-scripts/${name}`))
        .map((name) => [`content-scripts/${name}`])
    : [];
  return [...entries, ...runtime].map((files) => bundleSize(extensionDir, files));
}

export function entryBundles(extensionDir: string): {
  content: BundleSize | undefined;
  popup: BundleSize | undefined;
  /**
   * An opening of the popup with no copy to paint (the first, another account, after an update) shows its list
   * once the app its entry imports at once has run: the entry's closure plus that import's.
   */
  popupFirstOpen: BundleSize | undefined;
  /** The worker's first script: all a woken worker evaluates before its first event (background/wake). */
  background: BundleSize | undefined;
  /** The rest of the worker, which the first script imports when an event needs it. */
  backgroundRest: BundleSize | undefined;
} {
  const manifest = JSON.parse(readFileSync(join(extensionDir, 'manifest.json'), 'utf8')) as Manifest;
  const popup = manifest.action?.default_popup;
  const background = manifest.background?.service_worker;
  const content = contentBundles(extensionDir, manifest).reduce<BundleSize | undefined>(
    (largest, size) => (largest && largest.gz >= size.gz ? largest : size),
    undefined,
  );
  const popupSize = popup ? bundleSize(extensionDir, [popup]) : undefined;
  return {
    content,
    popup: popupSize,
    popupFirstOpen: popup && popupSize ? bundleSize(extensionDir, [popup, ...popupSize.directLazy]) : undefined,
    background: background ? bundleSize(extensionDir, [background]) : undefined,
    backgroundRest: existsSync(join(extensionDir, BACKGROUND_REST))
      ? bundleSize(extensionDir, [BACKGROUND_REST])
      : undefined,
  };
}
