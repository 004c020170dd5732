// One library over one content folder: everything read once, then answered from memory. The site's
// library is content/library.ts over ./content; tests open one over a fixture folder.
import path from 'node:path';
import { localePath, type Lang } from '@/i18n/lang';
import type { Example } from '@/content/example-types';
import { readData, type FamilyRowData, type GlossaryEntry, type RituelWordingsData, type Ruling, type SeedRule } from './data';
import { inReadingOrder, readExampleFiles, stepIndex, translateExample, type ExampleFile } from './examples';
import type { MapInputs } from './apnap-map';
import { pageAnchors, pageHeadings, readPages, type ContentPage, type Heading, type PageRecord } from './pages';
import { glossary as crGlossary, rule as crRule } from '../cr/reader';
import { glossaryAnchors, glossaryGroups, glossaryItems, type GlossaryGroup } from './cr-glossary';

/** A rule number without its subrule letter: 608.2e → 608.2. */
const base = (rule: string) => rule.replace(/[a-z]$/, '');

function once<T>(make: () => T): () => T {
  let value: { v: T } | null = null;
  return () => (value ??= { v: make() }).v;
}

function memo<K, T>(make: (key: K) => T): (key: K) => T {
  const cache = new Map<K, T>();
  return (key) => {
    if (!cache.has(key)) cache.set(key, make(key));
    return cache.get(key)!;
  };
}

/** A page's metadata without its source and tree (what callers list and render). */
function strip(record: PageRecord): ContentPage {
  const page: Partial<PageRecord> = { ...record };
  delete page.source;
  delete page.tree;
  return page as ContentPage;
}

/** A row of the APNAP family map as a page shows it (see `family`). */
export interface FamilyRow {
  id: string;
  rules: string;
  decides: string;
  trap: string;
  /** Its rule page in that language, or null. */
  page: string | null;
  examples: { slug: string; title: string; href: string }[];
}

export function openLibrary(dir: string) {
  const records = once(() => readPages(dir));
  const record = (pagePath: string, lang: Lang) => records().find((p) => p.path === pagePath && p.lang === lang) ?? null;

  const exampleFiles = once(() => readExampleFiles(path.join(dir, 'examples')));
  const order = once(() => readData<string[]>(dir, 'examples-order.json', []));
  const examplesIn = memo((lang: Lang): Example[] =>
    inReadingOrder(
      exampleFiles().flatMap(({ example }) => translateExample(path.join(dir, 'examples'), example, lang) ?? []),
      order(),
    ),
  );

  const rulingsIn = memo((lang: Lang) => readData<Ruling[]>(dir, lang === 'en' ? 'rulings.json' : `rulings.${lang}.json`, []));
  const glossaryIn = memo((lang: Lang) => readData<GlossaryEntry[]>(dir, lang === 'en' ? 'glossary.json' : `glossary.${lang}.json`, []));
  /** The glossary page: the CR's glossary with our notes beside its terms (./cr-glossary.ts). */
  const glossaryPageIn = memo((lang: Lang) =>
    glossaryGroups(glossaryItems(crGlossary(), glossaryIn(lang), (id) => crRule(id) !== null)),
  );

  const familyData = once(() => readData<FamilyRowData[]>(dir, 'family.json', []));
  const familyWords = memo((lang: Lang) =>
    lang === 'en' ? null : new Map(readData<Pick<FamilyRowData, 'id' | 'decides' | 'trap'>[]>(dir, `family.${lang}.json`, []).map((r) => [r.id, r])),
  );

  /** Rule number → the English page that explains it, and whether it is that page's own rule. */
  const ruleHomes = once(() => {
    const homes = new Map<string, { path: string; anchor: string | null }>();
    for (const page of records().filter((p) => p.lang === 'en')) {
      if (page.rule) homes.set(page.rule, { path: page.path, anchor: null });
    }
    for (const page of records().filter((p) => p.lang === 'en')) {
      for (const h of pageHeadings(page)) {
        // A <RuleSection> id is a rule number; the first page that explains a rule is its home.
        if (/^\d{3}\.\d+[a-z]?$/.test(h.id) && !homes.has(h.id)) homes.set(h.id, { path: page.path, anchor: h.id });
      }
    }
    // A rule with no section of its own (608.2, 608.2b) is explained on the page of its siblings.
    const family = new Map<string, string>();
    for (const [rule, home] of homes) if (!family.has(base(rule))) family.set(base(rule), home.path);
    return { homes, family };
  });

  const lib = {
    /** The pages that exist in `lang`, in header order (frontmatter `order`), then by path. */
    pages(lang: Lang = 'en'): ContentPage[] {
      return records()
        .filter((p) => p.lang === lang)
        .sort((a, b) => (a.order ?? Infinity) - (b.order ?? Infinity) || a.path.localeCompare(b.path))
        .map(strip);
    },
    /** One page's metadata, or null when it does not exist in `lang`. */
    page(pagePath: string, lang: Lang = 'en'): ContentPage | null {
      const r = record(pagePath, lang);
      return r ? strip(r) : null;
    },
    /** The page's source and syntax tree (the search index and the tests read them). */
    pageSource(pagePath: string, lang: Lang = 'en'): PageRecord | null {
      return record(pagePath, lang);
    },
    /** `{ id, text, depth }` of every heading, from the syntax tree; null when there is no such page. */
    headings(pagePath: string, lang: Lang = 'en'): Heading[] | null {
      const r = record(pagePath, lang);
      return r ? pageHeadings(r) : null;
    },
    /** Every id a link may target on the page (headings, other ids, rulings or glossary entries). */
    anchors(pagePath: string, lang: Lang = 'en'): string[] | null {
      const r = record(pagePath, lang);
      return r ? pageAnchors(r, { RulingsList: rulingsIn(lang).map((x) => x.id), Glossary: glossaryAnchors(glossaryPageIn(lang)) }) : null;
    },
    /** Static params of the MDX gateway: `{ path: ['rules', '101.4'] }` for every page in `lang`. */
    pageParams(lang: Lang = 'en'): { path: string[] }[] {
      return lib.pages(lang).map((p) => ({ path: p.path.split('/') }));
    },

    /** The worked examples in reading order; in French only those with a French twin. */
    examples(lang: Lang = 'en'): Example[] {
      return examplesIn(lang);
    },
    example(slug: string, lang: Lang = 'en'): Example | null {
      return examplesIn(lang).find((e) => e.slug === slug) ?? null;
    },
    /**
     * The APNAP family map (/apnap): each row in `lang` (English words where a translation is missing),
     * its rule page's URL, and links to the worked examples that exist, in that language where they
     * exist in it: a slug with no example yet gives no link, so the page says so honestly.
     */
    family(lang: Lang = 'en'): FamilyRow[] {
      const words = familyWords(lang);
      return familyData().map((row) => {
        const said = words?.get(row.id);
        const shown = (row.examples ?? []).flatMap((slug) => {
          const ex = lib.example(slug, lang) ?? lib.example(slug, 'en');
          return ex ? [{ slug, title: ex.title, href: lib.exampleHref(slug, undefined, lang) }] : [];
        });
        const page = row.page && lib.page(row.page.replace(/^\//, ''), lang) ? localePath(lang, row.page) : null;
        return { id: row.id, rules: row.rules, decides: said?.decides ?? row.decides, trap: said?.trap ?? row.trap, page, examples: shown };
      });
    },
    /** What the computed APNAP map is made of, with the CR's rules that say APNAP order (content/lib/apnap-map.ts). */
    apnapInputs(saying: readonly string[]): MapInputs {
      return {
        saying,
        implied: readData<{ rules: string[] }>(dir, 'apnap-implied.json').rules,
        family: familyData().map((row) => ({ id: row.id, rules: row.rules, examples: row.examples ?? [] })),
        examples: exampleFiles().map(({ example }) => ({ slug: example.slug, rule: example.rule })),
      };
    },
    /** The example a page embeds: a missing one fails the build with its slug. */
    requireExample(slug: string, lang: Lang = 'en'): Example {
      const found = lib.example(slug, lang) ?? (lang === 'en' ? null : lib.example(slug, 'en'));
      if (!found) throw new Error(`Unknown example "${slug}" referenced from content.`);
      return found;
    },
    /** The reading order of the examples as written (content/examples-order.json). */
    readingOrder(): readonly string[] {
      return order();
    },
    /** The English files of the examples (name and data), in file-name order: the engine's tests and corpora. */
    exampleFiles(): ExampleFile[] {
      return exampleFiles();
    },
    /** The example and 0-based step of a URL (`step` "1" is the first; none is the first), or null → 404. */
    exampleAt(slug: string, step?: string, lang: Lang = 'en'): { example: Example; index: number } | null {
      const example = lib.example(slug, lang);
      const index = example ? stepIndex(example, step) : null;
      return example && index !== null ? { example, index } : null;
    },
    /** The URL of an example or of one of its steps (1-based). Throws on a dead link so the build fails. */
    exampleHref(slug: string, step?: number, lang: Lang = 'en'): string {
      const example = lib.requireExample(slug);
      // An example not yet written in `lang`: its English page rather than a dead link.
      const to = lib.example(slug, lang) ? lang : 'en';
      if (step === undefined) return localePath(to, `/examples/${slug}`);
      if (!Number.isInteger(step) || step < 1 || step > example.steps.length) {
        throw new Error(`Link to ${slug} step ${step}: the example has ${example.steps.length} steps.`);
      }
      return localePath(to, `/examples/${slug}/${step}`);
    },
    /** Static params of the example pages: `{ slug }` each. */
    exampleParams(lang: Lang = 'en'): { slug: string }[] {
      return examplesIn(lang).map((e) => ({ slug: e.slug }));
    },
    /** Static params of the step pages: `{ slug, step }` for every step of every example (step 1-based). */
    exampleStepParams(lang: Lang = 'en'): { slug: string; step: string }[] {
      return examplesIn(lang).flatMap((e) => e.steps.map((_, i) => ({ slug: e.slug, step: String(i + 1) })));
    },

    /**
     * Where a rule number is explained: the page whose own rule it is, or the page holding its
     * `<RuleSection id>` with that anchor; else the page of its sibling subrules (608.2 → the 608.2e
     * page); a rule no page explains goes to the glossary.
     */
    ruleHref(rule: string, lang: Lang = 'en'): string {
      const { homes, family } = ruleHomes();
      const home = homes.get(rule);
      const pagePath = home?.path ?? family.get(base(rule)) ?? 'glossary';
      const target = `/${pagePath}${home?.anchor ? `#${home.anchor}` : ''}`;
      // A French page that is not written yet: its English page rather than a dead link.
      return lang !== 'en' && record(pagePath, lang) ? localePath(lang, target) : target;
    },
    /** Every rule number (and subrule family) a page explains, with its URL (for client code that links rules). */
    ruleHrefs(lang: Lang = 'en'): Record<string, string> {
      const { homes, family } = ruleHomes();
      // Sibling families too (608.2 → the 608.2e page), so the client links 608.2b as the server does.
      const rules = new Set([...homes.keys(), ...family.keys()]);
      return Object.fromEntries([...rules].map((rule) => [rule, lib.ruleHref(rule, lang)]));
    },

    /** The seed's verbatim rules (English only: the only rule text quoted). */
    seedRules(): Readonly<Record<string, SeedRule>> {
      return seedRules();
    },
    seedRule(id: string): SeedRule | null {
      const all = seedRules();
      return Object.hasOwn(all, id) ? (all[id] ?? null) : null;
    },
    /** The seed card's two French wordings and our English translations. */
    rituel(): RituelWordingsData {
      return rituel();
    },
    /** The judges' questions; [] in a language they are not written in yet. */
    rulings(lang: Lang = 'en'): Ruling[] {
      return rulingsIn(lang);
    },
    glossary(lang: Lang = 'en'): GlossaryEntry[] {
      return glossaryIn(lang);
    },
    /** The glossary page by letter: every term of the CR's glossary, our notes beside theirs. */
    glossaryPage(lang: Lang = 'en'): GlossaryGroup[] {
      return glossaryPageIn(lang);
    },
  };
  const seedRules = once(() => readData<Record<string, SeedRule>>(dir, 'seed/rules.json'));
  const rituel = once(() => readData<RituelWordingsData>(dir, 'seed/rituel.json'));
  return lib;
}

export type Library = ReturnType<typeof openLibrary>;
