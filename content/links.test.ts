// Links are promises: every section a link points at keeps its id. The targets are gathered from
// the places that link into pages — the MDX pages themselves, the URLs written in the app, the
// components, the scripts, the end-to-end tests, the READMEs, docs/ and the search's relevance queries,
// and the rule links (ruleHref) of every rule the content cites — and each must land on an id the
// page really has (read from its syntax tree). Deleting or renaming a linked id fails here.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { englishPath, langOfPath, type Lang } from '@/i18n/lang';
import { anchors, exampleFiles, glossary, headings, pages, pageSource, ruleHref, rulings, seedRules } from './library';
import { isJsx, jsxAttr, walk } from './lib/mdx-tree';

const root = path.join(__dirname, '..');

interface Link {
  from: string;
  url: string;
}

/** Page path and anchor of a site URL (`/fr/regles/101.4#101.4a` → rules/101.4, fr, 101.4a). */
function target(url: string): { pagePath: string; lang: Lang; anchor: string | null } {
  const [pathPart = '', anchor] = url.split('#');
  const lang = langOfPath(pathPart);
  const pagePath = englishPath(pathPart.split('?')[0] ?? '').replace(/^\/|\/$/g, '');
  return { pagePath, lang, anchor: anchor ?? null };
}

/** Links written in the MDX pages: Markdown links and JSX `href`s, `#x` meaning the page itself. */
function contentLinks(): Link[] {
  const links: Link[] = [];
  for (const lang of ['en', 'fr'] as const) {
    for (const p of pages(lang)) {
      walk(pageSource(p.path, lang)!.tree, (node) => {
        const url = node.type === 'link' ? node.url : isJsx(node) ? jsxAttr(node, 'href') : undefined;
        if (url?.startsWith('#')) links.push({ from: `content/${p.file}`, url: `${p.href}${url}` });
        else if (url?.startsWith('/')) links.push({ from: `content/${p.file}`, url });
      });
    }
  }
  return links;
}

/** Site URLs with an anchor written as string literals in code, or as links in READMEs, docs/ and JSON. */
function writtenLinks(): Link[] {
  const files = [
    'README.md',
    'components/search/relevance-queries.json',
    ...['app', 'components', 'docs', 'e2e', 'scripts'].flatMap((dir) =>
      (fs.readdirSync(path.join(root, dir), { recursive: true }) as string[])
        .filter((f) => /\.(tsx?|mjs|md)$/.test(f))
        .map((f) => path.join(dir, f).split(path.sep).join('/')),
    ),
  ].filter((f) => fs.existsSync(path.join(root, f)));
  const links: Link[] = [];
  for (const file of files) {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    // A literal site path with a literal anchor: '/rules/101.4#101.4a', ](/cards/rituel#the-stack).
    for (const m of text.matchAll(/(?<=['"`(])(\/(?:fr\/)?[a-z][a-z-]*(?:\/[\w.-]+)*#[\w.-]+)(?=['"`)])/g)) {
      links.push({ from: file, url: m[1]! });
    }
  }
  return links;
}

/** Every rule the content cites, linked through ruleHref wherever it is shown. */
function citedRules(): string[] {
  const rules = new Set<string>(Object.keys(seedRules()));
  for (const { example } of exampleFiles()) {
    rules.add(example.rule);
    for (const step of example.steps) for (const r of step.expect.rules ?? []) rules.add(r);
  }
  for (const r of rulings()) for (const x of r.rules) rules.add(x);
  for (const g of glossary()) for (const x of g.rules) rules.add(x);
  return [...rules].sort();
}

function broken(links: Link[]): string[] {
  const bad: string[] = [];
  for (const { from, url } of links) {
    const { pagePath, lang, anchor } = target(url);
    // A French page not written yet will have its English page's ids (same anchors in both).
    const ids = anchors(pagePath, lang) ?? anchors(pagePath, 'en');
    // Only content pages have ids to check; /examples/… and the applications are routes.
    if (ids === null) continue;
    if (anchor && !ids.includes(anchor)) bad.push(`${from}: ${url} (no id "${anchor}" on ${pagePath})`);
  }
  return bad;
}

describe('linked ids', () => {
  it('finds links to check in content, code, tests and the search queries', () => {
    const written = writtenLinks();
    expect(contentLinks().length).toBeGreaterThan(5);
    expect(written.length).toBeGreaterThan(10);
    expect(written.some((l) => l.from.startsWith('e2e/'))).toBe(true);
    expect(written.some((l) => l.from.endsWith('relevance-queries.json'))).toBe(true);
  });

  it('every anchor a link in the pages points at exists', () => {
    expect(broken(contentLinks())).toEqual([]);
  });

  it('every anchored URL written in the app, the components, the scripts, the tests, the READMEs and docs/ exists', () => {
    expect(broken(writtenLinks())).toEqual([]);
  });

  it('every rule the content cites links to a page, or to the section of the page that explains it', () => {
    const links = citedRules().flatMap((rule) => [
      { from: `ruleHref(${rule})`, url: ruleHref(rule) },
      { from: `ruleHref(${rule}, fr)`, url: ruleHref(rule, 'fr') },
    ]);
    expect(broken(links)).toEqual([]);
  });

  it('catches a link to an id that is gone', () => {
    expect(broken([{ from: 'test', url: '/rules/101.4#101.4z' }])).toEqual(['test: /rules/101.4#101.4z (no id "101.4z" on rules/101.4)']);
    expect(broken([{ from: 'test', url: '/rules/101.4#101.4a' }])).toEqual([]);
  });

  it('ids are unique on each page', () => {
    for (const lang of ['en', 'fr'] as const) {
      for (const p of pages(lang)) {
        const ids = anchors(p.path, lang)!;
        expect(ids.filter((id, i) => ids.indexOf(id) !== i), p.file).toEqual([]);
      }
    }
  });

  it('a French page has the same section ids as its English page', () => {
    for (const fr of pages('fr')) {
      expect(headings(fr.path, 'fr')!.map((h) => h.id), fr.file).toEqual(headings(fr.path, 'en')!.map((h) => h.id));
    }
  });
});
