// The French edition's content files mirror the English ones: every page and example has its twin,
// which says the same thing with the same rule citations, the same anchors (the language switch keeps
// `#hash`), the same embedded examples, and links to French URLs only.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { localePath } from '@/i18n/lang';
import { terminologySlips } from '@/i18n/narrators/fr/terminology';
import { anchors, examples, glossary, pages, rulings } from './library';

const dir = __dirname;
const read = (rel: string) => fs.readFileSync(path.join(dir, rel), 'utf8');
const readJson = <T>(rel: string) => JSON.parse(read(rel)) as T;
const exists = (rel: string) => fs.existsSync(path.join(dir, rel));

/** A rule number as the content cites it: 101.4, 101.4a, 608.2e, 704.5a, 405 is not one. */
const RULE = /\b\d{3}\.\d+[a-z]?\b/g;
const rulesIn = (text: string) => [...new Set(text.match(RULE) ?? [])].sort();

const allFiles = (fs.readdirSync(dir, { recursive: true }) as string[]).map((f) => f.split(path.sep).join('/'));
const englishMdx = allFiles.filter((f) => f.endsWith('.mdx') && !f.endsWith('.fr.mdx')).sort();
const exampleSlugs = allFiles
  .filter((f) => /^examples\/[^/]+\.json$/.test(f) && !f.endsWith('.fr.json'))
  .map((f) => f.slice('examples/'.length, -'.json'.length))
  .sort();
const twin = (file: string) => file.replace(/\.(mdx|json)$/, '.fr.$1');

// Every French route of the edition (English URLs never change; their French twins live under /fr).
const FRENCH_URL =
  /^\/fr(\/regles\/(101\.4|608\.2e|603\.3b|805\.6)|\/apnap|\/cartes\/rituel|\/decisions|\/glossaire|\/exemples(\/[a-z0-9-]+(\/\d+)?)?|\/bac-a-sable|\/entrainement|\/embed\/[a-z0-9-]+|\/hors-ligne)?([?#].*)?$/;

/** Site-internal links written in a text: markdown `](/…)` and JSX `href="/…"`. */
const linksIn = (text: string) => [...text.matchAll(/\]\((\/[^)\s]*)\)|href="(\/[^"]*)"/g)].map((m) => m[1] ?? m[2] ?? '');

/** A page's YAML frontmatter. */
function frontmatter(source: string): Record<string, unknown> {
  const yaml = source.match(/^---\n([\s\S]*?)\n---\n/);
  if (!yaml) throw new Error('no YAML frontmatter');
  return parseYaml(yaml[1] ?? '') as Record<string, unknown>;
}

/** Its keys, nested ones as "home.title". */
function keysOf(data: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(data)
    .flatMap(([k, v]) => (v && typeof v === 'object' ? keysOf(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k}`]))
    .sort();
}

/**
 * The anchors a page offers: rule sections and explicit ids. A Markdown heading has no id of its own
 * (the content layer refuses it): it is listed by its words, so one in either language is a difference.
 */
function sectionIds(source: string): string[] {
  const body = source.replace(/^---\n[\s\S]*?\n---\n/, '');
  const explicit = [...body.matchAll(/<(?:RuleSection|RuleHistory|H2|H3|H4|span)\b[^>]*?\b(?:id|rule)="([^"]+)"/g)].map((m) => m[1] ?? '');
  const headings = [...body.matchAll(/^#{2,4} (.+)$/gm)].map((m) => `## ${m[1] ?? ''}`);
  return [...explicit, ...headings].sort();
}

const simulators = (source: string) => [...source.matchAll(/<Simulator example="([^"]+)"/g)].map((m) => m[1]).sort();
const exampleLinks = (source: string) =>
  [...source.matchAll(/<ExampleLink slug="([^"]+)"(?: step=\{(\d+)\})?/g)].map((m) => `${m[1]}/${m[2] ?? ''}`).sort();
const count = (source: string, tag: string) => source.split(`<${tag}`).length - 1;
/** A conclusion drawn from a ruling or the rules alone says so: "derived from" in English, "déduit(e)" in French. */
const derivations = (text: string, lang: 'en' | 'fr') => (text.match(lang === 'en' ? /derived from/gi : /déduite?s? d/gi) ?? []).length;

describe('every English page and example has its French twin', () => {
  it('finds the English content', () => {
    expect(englishMdx).toEqual(expect.arrayContaining(['rules/101.4.mdx', 'rules/608.2e.mdx', 'cards/rituel.mdx']));
    expect(exampleSlugs.length).toBeGreaterThanOrEqual(17);
  });
  it.each([...englishMdx, 'rulings.json', 'glossary.json', ...exampleSlugs.map((s) => `examples/${s}.json`)])(
    '%s',
    (file) => {
      expect(exists(twin(file)), `${twin(file)} is missing`).toBe(true);
    },
  );
  it('no French file without an English original', () => {
    const orphans = allFiles.filter((f) => /\.fr\.(mdx|json)$/.test(f) && !exists(f.replace('.fr.', '.')));
    expect(orphans).toEqual([]);
  });
});

interface FrenchExample {
  title: string;
  summary: string;
  steps: string[];
}
interface EnglishExample {
  title: string;
  summary: string;
  steps: { narration: string }[];
}

describe.each(exampleSlugs)('example %s in French', (slug) => {
  const en = readJson<EnglishExample>(`examples/${slug}.json`);
  const fr = readJson<FrenchExample>(`examples/${slug}.fr.json`);

  it('has only the title, summary and steps (scenario and claims come from the English file)', () => {
    expect(Object.keys(fr).sort()).toEqual(['steps', 'summary', 'title']);
    for (const text of [fr.title, fr.summary, ...fr.steps]) expect(typeof text === 'string' && text.trim().length > 0).toBe(true);
  });

  it('narrates every English step, in the same number of steps', () => {
    expect(fr.steps.length).toBe(en.steps.length);
  });

  it('cites the same rules as the English, step by step, and in the summary', () => {
    expect(fr.steps.map(rulesIn)).toEqual(en.steps.map((s) => rulesIn(s.narration)));
    expect(rulesIn(fr.summary)).toEqual(rulesIn(en.summary));
  });

  it('says "déduit" wherever the English says a conclusion is derived', () => {
    fr.steps.forEach((step, i) => expect(derivations(step, 'fr'), `step ${i + 1}`).toBeGreaterThanOrEqual(derivations(en.steps[i]?.narration ?? '', 'en')));
    expect(derivations(fr.summary, 'fr')).toBeGreaterThanOrEqual(derivations(en.summary, 'en'));
  });

  it('is French, not the English text left in place', () => {
    expect(fr.title).not.toBe(en.title);
    fr.steps.forEach((step, i) => expect(step).not.toBe(en.steps[i]?.narration));
  });
});

// The text keys of each entry; the last one is long prose that can't read the same in both languages
// (a short term may: "Vote" is French too).
describe.each([
  ['rulings', ['question', 'answer']],
  ['glossary', ['term', 'definition']],
] as const)('%s.fr.json', (name, textKeys) => {
  type Entry = Record<string, unknown> & { id: string };
  const en = readJson<Entry[]>(`${name}.json`);
  const fr = readJson<Entry[]>(`${name}.fr.json`);

  it('has the same entries, ids and data; only the text is French', () => {
    const strip = (e: Entry) => Object.fromEntries(Object.entries(e).filter(([k]) => !(textKeys as readonly string[]).includes(k)));
    expect(fr.map(strip)).toEqual(en.map(strip));
    fr.forEach((entry, i) => {
      for (const key of textKeys) {
        expect(typeof entry[key] === 'string' && (entry[key] as string).length > 0, `${entry.id}.${key}`).toBe(true);
      }
      const prose = textKeys[textKeys.length - 1] ?? '';
      expect(entry[prose], `${entry.id}.${prose} is still English`).not.toBe(en[i]?.[prose]);
    });
  });

  it('says "déduit" wherever the English says an answer is derived', () => {
    fr.forEach((entry, i) => {
      const text = (e: Entry | undefined) => textKeys.map((k) => String(e?.[k] ?? '')).join(' ');
      expect(derivations(text(entry), 'fr'), entry.id).toBeGreaterThanOrEqual(derivations(text(en[i]), 'en'));
    });
  });

  it('cites the same rule numbers as the English text of each entry', () => {
    const cited = (list: Entry[]) => list.map((e) => rulesIn(textKeys.map((k) => String(e[k])).join(' ')));
    expect(cited(fr)).toEqual(cited(en));
  });
});

describe.each(englishMdx)('French twin of %s', (file) => {
  const en = read(file);
  const fr = read(twin(file));

  it('has YAML frontmatter with the same keys as the English, in French where it is text', () => {
    const [enMeta, frMeta] = [frontmatter(en), frontmatter(fr)];
    expect(keysOf(frMeta)).toEqual(keysOf(enMeta));
    // Rule numbers and places in the navigation are the same; titles and descriptions are French.
    expect(frMeta.rule).toBe(enMeta.rule);
    expect(frMeta.order).toBe(enMeta.order);
    expect(frMeta.title).not.toBe(enMeta.title);
    expect(frMeta.description).not.toBe(enMeta.description);
  });

  it('offers the same section anchors', () => {
    expect(sectionIds(fr)).toEqual(sectionIds(en));
  });

  it('embeds the same examples and links to the same example steps', () => {
    expect(simulators(fr)).toEqual(simulators(en));
    expect(exampleLinks(fr)).toEqual(exampleLinks(en));
    for (const tag of ['Simulator', 'RituelWordings', 'RulingsList', 'Glossary', 'DerivedFromRules', 'RuleHistory', 'RuleSection']) {
      expect(count(fr, tag), tag).toBe(count(en, tag));
    }
  });

  it('quotes the same seed rules in English, each followed by its labelled unofficial French rendering', () => {
    const quoted = (s: string) => [...s.matchAll(/<RuleText [^>]*\/>/g)].map((m) => m[0]);
    expect(quoted(fr)).toEqual(quoted(en));
    for (const m of fr.matchAll(/<RuleText id="([^"]+)"[^>]*\/>\s*<RuleTranslation rule="([^"]+)">/g)) expect(m[2]).toBe(m[1]);
    expect(count(fr, 'RuleTranslation rule=')).toBe(quoted(en).length);
  });

  it('marks as "déduit des règles" every conclusion the English marks as derived', () => {
    expect(derivations(fr, 'fr')).toBeGreaterThanOrEqual(derivations(en, 'en'));
  });

  it('cites every rule the English cites', () => {
    const body = (s: string) => s.replace(/^---\n[\s\S]*?\n---\n/, '');
    const missing = rulesIn(body(en)).filter((r) => !rulesIn(body(fr)).includes(r));
    expect(missing).toEqual([]);
  });

  it('links to the French URL of every page the English links to, and to no English URL', () => {
    for (const link of linksIn(fr)) expect(link, `${twin(file)} links to ${link}`).toMatch(FRENCH_URL);
    expect([...new Set(linksIn(fr))].sort()).toEqual([...new Set(linksIn(en).map((link) => localePath('fr', link)))].sort());
  });
});

describe('French JSON text links only to French URLs', () => {
  const frJson = allFiles.filter((f) => f.endsWith('.fr.json'));
  it.each(frJson)('%s', (file) => {
    for (const link of linksIn(read(file))) expect(link).toMatch(FRENCH_URL);
  });
});

/** A markdown table's columns whose header says "(en anglais)" removed, row by row. */
function withoutEnglishColumns(text: string): string {
  let english: number[] = [];
  return text
    .split('\n')
    .map((line) => {
      if (!line.startsWith('|')) {
        english = [];
        return line;
      }
      const cells = line.split('|');
      if (cells.some((c) => c.includes('(en anglais)'))) english = cells.flatMap((c, i) => (c.includes('(en anglais)') ? [i] : []));
      return cells.filter((_, i) => !english.includes(i)).join('|');
    })
    .join('\n');
}

describe('French content uses the terminology table', () => {
  const frText = allFiles.filter((f) => /\.fr\.(mdx|json)$/.test(f));
  it.each(frText)('%s has no terminology slip', (file) => {
    // French prose only: ids, slugs and component names are English identifiers ("death-triggers"),
    // and a table column headed "(en anglais)" quotes English Oracle text.
    const prose = withoutEnglishColumns(read(file))
      .replace(/"(?:id|slug)": "[^"]*"/g, '')
      .replace(/<[A-Z][^>]*>|<\/[A-Z]\w*>/g, '');
    expect(terminologySlips(prose)).toEqual([]);
  });
});

describe('the content layer serves the whole French edition', () => {
  it('every English page has its French page, with the same anchors and a French URL', () => {
    const french = new Map(pages('fr').map((p) => [p.path, p]));
    for (const p of pages('en')) {
      expect(french.get(p.path)?.href, p.path).toBe(localePath('fr', p.href));
      expect([...(anchors(p.path, 'fr') ?? [])].sort(), p.path).toEqual([...(anchors(p.path, 'en') ?? [])].sort());
    }
  });

  it('every example, ruling and glossary entry in French', () => {
    expect(examples('fr').map((e) => e.slug)).toEqual(examples('en').map((e) => e.slug));
    expect(rulings('fr').map((r) => r.id)).toEqual(rulings('en').map((r) => r.id));
    expect(glossary('fr').map((g) => g.id)).toEqual(glossary('en').map((g) => g.id));
    expect(examples('fr').find((e) => e.slug === 'smallpox-basic')?.steps[1]?.narration).toMatch(/^Première partie/);
  });
});
