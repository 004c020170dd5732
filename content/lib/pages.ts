// The MDX pages of content/: found on disk (`content/<path>.mdx`, French `content/<path>.fr.mdx`
// beside it), described by their YAML frontmatter, their headings and ids read from the syntax tree.
import fs from 'node:fs';
import path from 'node:path';
import type { Root } from 'mdast';
import { localePath, type Lang } from '@/i18n/lang';
import { frontmatterOf, isJsx, jsxAttr, parseMdxTree, textOf, walk, type JsxElement } from './mdx-tree';

/** What a page says about itself in its frontmatter (same keys in both languages). */
export interface PageMeta {
  title: string;
  description: string;
  /** The rule the page is about, when it is a rule page. */
  rule?: string;
  /** Place in the header and on the home page (lower first); pages without one come last. */
  order?: number;
  /** Its label in the header navigation; no label, no header link. */
  nav?: string;
  /** Its card on the home page; none, no card. */
  home?: { title: string; blurb: string };
}

export interface ContentPage extends PageMeta {
  /** Route without language or slash: `rules/101.4` (the English URL is `/rules/101.4`). */
  path: string;
  lang: Lang;
  /** The page's URL in its language: `/rules/101.4`, `/fr/regles/101.4`. */
  href: string;
  /** The file, relative to content/: `rules/101.4.fr.mdx`. */
  file: string;
}

export interface Heading {
  id: string;
  text: string;
  depth: number;
}

export interface PageRecord extends ContentPage {
  source: string;
  tree: Root;
}

/** Folders that hold no pages: test fixtures (`_fixtures`), the seed's data, the examples. */
const NOT_PAGES = /(^|\/)(_[^/]*|seed|examples)\//;
const FRENCH = /\.fr\.mdx$/;

function fail(file: string, message: string): never {
  throw new Error(`content/${file}: ${message}`);
}

function str(file: string, data: Record<string, unknown>, key: string, required: boolean): string | undefined {
  const v = data[key];
  if (v === undefined && !required) return undefined;
  if (typeof v !== 'string' || !v.trim()) fail(file, `frontmatter "${key}" must be a non-empty string (quote rule numbers: rule: "101.4").`);
  return v;
}

/** The frontmatter, checked: a page with a missing title fails the build with its file name. */
export function pageMeta(data: Record<string, unknown>, file: string): PageMeta {
  const known = new Set(['title', 'description', 'rule', 'order', 'nav', 'home']);
  for (const key of Object.keys(data)) if (!known.has(key)) fail(file, `unknown frontmatter key "${key}".`);
  const meta: PageMeta = { title: str(file, data, 'title', true)!, description: str(file, data, 'description', true)! };
  const rule = str(file, data, 'rule', false);
  if (rule !== undefined) meta.rule = rule;
  if (data.order !== undefined) {
    if (typeof data.order !== 'number' || !Number.isFinite(data.order)) fail(file, 'frontmatter "order" must be a number.');
    meta.order = data.order;
  }
  const nav = str(file, data, 'nav', false);
  if (nav !== undefined) meta.nav = nav;
  if (data.home !== undefined) {
    const home = data.home as Record<string, unknown>;
    if (typeof home !== 'object' || home === null) fail(file, 'frontmatter "home" must have a title and a blurb.');
    meta.home = { title: str(file, home, 'title', true)!, blurb: str(file, home, 'blurb', true)! };
  }
  return meta;
}

function mdxFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .map((f) => f.split(path.sep).join('/'))
    .filter((f) => f.endsWith('.mdx') && !NOT_PAGES.test(f))
    .sort();
}

/** Every page file under `dir`, parsed once. */
export function readPages(dir: string): PageRecord[] {
  return mdxFiles(dir).map((file) => {
    const lang: Lang = FRENCH.test(file) ? 'fr' : 'en';
    const route = file.replace(FRENCH, '').replace(/\.mdx$/, '');
    const source = fs.readFileSync(path.join(dir, file), 'utf8');
    const tree = parseMdxTree(source, `content/${file}`);
    const meta = pageMeta(frontmatterOf(tree, `content/${file}`), file);
    return { ...meta, path: route, lang, href: localePath(lang, `/${route}`), file, source, tree };
  });
}

/** Header levels of the heading components MDX pages may use with an explicit id. */
const HEADING_TAGS: Readonly<Record<string, number>> = { H2: 2, H3: 3, H4: 4 };

/** The id and heading of an id-bearing element, or null: RuleSection, RuleHistory, H2–H4. */
export function headingOf(node: JsxElement): Heading | null {
  const id = jsxAttr(node, 'id');
  if (node.name === 'RuleSection' && id) return { id, text: `${id} ${jsxAttr(node, 'title') ?? ''}`.trim(), depth: 2 };
  if (node.name === 'RuleHistory' && id) return { id, text: `History of rule ${jsxAttr(node, 'rule') ?? ''}`.trim(), depth: 2 };
  const depth = node.name ? HEADING_TAGS[node.name] : undefined;
  if (depth && id) return { id, text: textOf(node), depth };
  return null;
}

/**
 * Every heading of a page, in order. Headings are written with their id (`<H2 id="the-stack">`,
 * `<RuleSection id="101.4a">`, `<RuleHistory id="history-101.4">`), so both languages share their
 * anchors; a Markdown `##` heading (whose id would come from its words) is an error.
 */
export function pageHeadings(page: PageRecord): Heading[] {
  const out: Heading[] = [];
  walk(page.tree, (node) => {
    if (node.type === 'heading') {
      fail(page.file, `the heading "${textOf(node)}" has no explicit id: write <H${node.depth} id="…">…</H${node.depth}>.`);
    }
    if (isJsx(node)) {
      const heading = headingOf(node);
      if (heading) out.push(heading);
      else if (node.name && /^(RuleSection|RuleHistory|H[2-4])$/.test(node.name)) fail(page.file, `<${node.name}> needs a literal id="…".`);
    }
  });
  return out;
}

/** Components whose rendering gives one anchor per entry of a data file. */
export interface DataAnchors {
  RulingsList: readonly string[];
  Glossary: readonly string[];
}

/** Every id a link may target on the page: headings, other elements' ids, listed rulings or terms. */
export function pageAnchors(page: PageRecord, data: DataAnchors): string[] {
  const ids = pageHeadings(page).map((h) => h.id);
  walk(page.tree, (node) => {
    if (!isJsx(node) || !node.name) return;
    if (node.name === 'RulingsList' || node.name === 'Glossary') ids.push(...data[node.name]);
    else if (!headingOf(node)) {
      const id = jsxAttr(node, 'id');
      // <RuleText id> names the rule it quotes, not an anchor.
      if (id && node.name !== 'RuleText') ids.push(id);
    }
  });
  return ids;
}
