// The links of the project's Markdown (README.md, docs/): the site's crawl never sees these files,
// so their links are checked here. A relative link must name a file or folder of the repository; a
// `#anchor` must name a heading (slugged as GitHub slugs it) or an explicit `<a id>` of the Markdown
// file it points at. Links out of the repository (http, mailto) are not fetched: no network in tests.
// Paths written as code (`engine/stack.ts`) must exist too: they are how these files name the source.
import fs from 'node:fs';
import path from 'node:path';
import type { Nodes, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

const parser = unified().use(remarkParse).use(remarkGfm);

export interface DocLink {
  /** 1-based line of the link in its file. */
  line: number;
  url: string;
}

function walk(node: Nodes, visit: (node: Nodes) => void): void {
  visit(node);
  if ('children' in node) for (const child of node.children) walk(child, visit);
}

function parse(markdown: string): Root {
  return parser.parse(markdown);
}

/**
 * GitHub's heading ids (github-slugger): lower case, every character but letters, marks, digits,
 * `_`, `-` and spaces dropped, spaces to `-`; a repeated id gets `-1`, `-2`… in document order.
 */
export function githubSlugs(headings: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return headings.map((text) => {
    const base = text.toLowerCase().replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '').replace(/ /g, '-');
    const n = seen.get(base);
    seen.set(base, (n ?? -1) + 1);
    return n === undefined ? base : `${base}-${n + 1}`;
  });
}

/** The anchors a Markdown file offers: its headings' slugs and the ids of its `<a id>` / `<a name>`. */
export function anchorsOf(markdown: string): Set<string> {
  const headings: string[] = [];
  const explicit: string[] = [];
  walk(parse(markdown), (node) => {
    if (node.type === 'heading') headings.push(toString(node));
    if (node.type === 'html') for (const m of node.value.matchAll(/<a\s[^>]*\b(?:id|name)="([^"]+)"/g)) explicit.push(m[1]!);
  });
  return new Set([...githubSlugs(headings), ...explicit]);
}

/** Every link of a Markdown file: inline links, images and reference definitions, with their line. */
export function linksOf(markdown: string): DocLink[] {
  const links: DocLink[] = [];
  walk(parse(markdown), (node) => {
    if (node.type === 'link' || node.type === 'image' || node.type === 'definition') {
      links.push({ line: node.position?.start.line ?? 0, url: node.url });
    }
  });
  return links;
}

const EXTERNAL = /^[a-z][a-z\d+.-]*:/i;
/** GitHub's line anchors on a source file: `#L12`, `#L12-L20`. */
const LINE_ANCHOR = /^L\d+(-L\d+)?$/;

/**
 * What is wrong with each link of `files` (paths relative to `root`), one line each:
 * `file:line: url: why`. Empty when every link lands.
 */
export function brokenLinks(root: string, files: readonly string[]): string[] {
  const read = (rel: string) => fs.readFileSync(path.join(root, rel), 'utf8');
  const cache = new Map<string, Set<string>>();
  const anchors = (rel: string): Set<string> => {
    let found = cache.get(rel);
    if (!found) cache.set(rel, (found = anchorsOf(read(rel))));
    return found;
  };
  const bad: string[] = [];
  for (const file of files) {
    for (const { line, url } of linksOf(read(file))) {
      const where = `${file}:${line}: ${url}`;
      if (EXTERNAL.test(url)) continue;
      if (url.startsWith('/')) {
        bad.push(`${where}: a site address, which GitHub resolves against the repository's root; write it as code, or link the file that makes it`);
        continue;
      }
      const [pathPart = '', anchor] = url.split('#');
      const target = pathPart === '' ? file : path.posix.normalize(path.posix.join(path.posix.dirname(file), decodeURIComponent(pathPart)));
      if (target.startsWith('../')) {
        bad.push(`${where}: points outside the repository`);
        continue;
      }
      if (!fs.existsSync(path.join(root, target))) {
        bad.push(`${where}: no file or folder ${target}`);
        continue;
      }
      if (anchor === undefined || anchor === '') continue;
      if (target.endsWith('.md')) {
        if (!anchors(target).has(decodeURIComponent(anchor))) bad.push(`${where}: no heading or <a id> "${anchor}" in ${target}`);
      } else if (!LINE_ANCHOR.test(anchor)) {
        bad.push(`${where}: ${target} is not Markdown, so its only anchors are lines (#L12)`);
      }
    }
  }
  return bad;
}

/** A module may be named without its extension (`components/layout/Link`), or by its folder. */
const MODULE_FORMS = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts'];

/**
 * Repository paths written as code in `files` that name nothing: a code span that starts with one
 * of `folders` (`engine/`, `docs/`…) and holds no placeholder (`<slug>`, `*`, `…`) or space. What
 * an install puts in a `node_modules` folder is not checked.
 * One line each: `file:line: path: why`.
 */
export function missingPaths(root: string, files: readonly string[], folders: readonly string[]): string[] {
  const bad: string[] = [];
  for (const file of files) {
    walk(parse(fs.readFileSync(path.join(root, file), 'utf8')), (node) => {
      if (node.type !== 'inlineCode') return;
      const written = node.value;
      if (!folders.some((f) => written.startsWith(`${f}/`)) || /[<>*…\s]/.test(written)) return;
      if (written.split('/').includes('node_modules')) return; // installed, not in the repository
      const base = path.join(root, written.replace(/\/$/, ''));
      if (!MODULE_FORMS.some((ext) => fs.existsSync(base + ext))) {
        bad.push(`${file}:${node.position?.start.line ?? 0}: ${written}: no such file or folder`);
      }
    });
  }
  return bad;
}
