// Builds the search index from the content's sources: pure (text and data in, entries out), so
// the unit tests run it on small fixtures. sources.ts gives it what the content layer reads.
import { localePath, type Lang } from '@/i18n/lang';
import { compareRuleNumbers } from './search-core';
import { SEE_ALSO_WORD, type SearchEntry, type SearchIndex } from './search-types';
import { parseMdx, type MdxPage, type MdxSection } from './mdx-text';
import { frenchNamesIn, withFrenchNames } from './card-names-fr';

export interface IndexSources {
  /** The language of the index: its URLs are that language's (default English). */
  lang?: Lang;
  /** Where a rule no page section explains is linked (the content layer's ruleHref). */
  ruleHref: (rule: string) => string;
  /** content/seed/rules.json: the only verbatim rule text. */
  seedRules: Readonly<Record<string, { text: string; example?: string }>>;
  /** Each MDX page: its route (`rules/101.4`) and its source text. */
  pages: readonly { route: string; source: string }[];
  examples: readonly {
    slug: string;
    title: string;
    summary: string;
    rule: string;
    steps: readonly { narration: string; expect?: { rules?: readonly string[] } }[];
  }[];
  rulings: readonly { id: string; question: string; answer: string; rules: readonly string[] }[];
  glossary: readonly { id: string; term: string; definition: string; rules: readonly string[] }[];
  /** "Ben chooses Forest to sacrifice (608.2e)": a step's caption, when the engine can tell. */
  stepCaption?: (slug: string, index: number) => string | null;
}

/** Snippet lengths: the index is fetched on a phone, so it holds snippets, not pages. */
export const SNIPPET = { rule: 420, text: 240, short: 160 } as const;

const RULE_MENTION = /\b[1-9]\d{2}\.\d{1,3}[a-z]?\b/g;
// 101.4, 608.2e and 603.3b are APNAP; so is anything that talks about active/nonactive players' order.
const APNAP_TOPIC = /\bapnap\b|\bnon-?active player|\bactive player|\bturn order\b|\b101\.4|\b608\.2e|\b603\.3b/i;

/** Cuts at a word boundary and marks the cut. */
export function snippet(text: string, max: number): string {
  const t = text.replace(/\s+/g, ' ').trim();
  if (t.length <= max) return t;
  const cut = t.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.(—-]+$/, '')}…`;
}

/** Sentences of `text` that mention `rule`, as one snippet. */
function sentencesMentioning(text: string, rule: string, max: number): string {
  // A sentence ends at . ! or ? followed by a space and a capital: "(608.2g)." does not split.
  const sentences = text.split(/(?<=[.!?])\s+(?=["'(]?[A-Z])/);
  const hits = sentences.filter((s) => s.includes(rule));
  return snippet((hits.length ? hits : sentences).join(' '), max);
}

function terms(...parts: (string | readonly string[] | undefined | false)[]): string | undefined {
  const words = new Set<string>();
  for (const part of parts) {
    if (!part) continue;
    for (const w of typeof part === 'string' ? part.split(/\s+/) : part) if (w) words.add(w);
  }
  return words.size ? [...words].join(' ') : undefined;
}

function apnapTerm(...texts: string[]): string | false {
  return texts.some((t) => APNAP_TOPIC.test(t)) && 'APNAP';
}

const ruleKind = (rule: string): 'rule' | 'subrule' => (/[a-z]$/.test(rule) ? 'subrule' : 'rule');

interface ParsedPage extends MdxPage {
  route: string;
  lang: Lang;
}

function pageUrl(page: ParsedPage, anchor: string | null): string {
  return localePath(page.lang, anchor ? `/${page.route}#${anchor}` : `/${page.route}`);
}

/** One entry per rule: the seed's text, a `<RuleSection>`, or failing both the sections that mention it. */
function ruleEntries(sources: IndexSources, pages: ParsedPage[]): SearchEntry[] {
  const sections = pages.flatMap((page) => page.sections.map((section) => ({ page, section })));
  const ruleSection = new Map<string, { page: ParsedPage; section: MdxSection }>();
  for (const s of sections) if (s.section.rule && !ruleSection.has(s.section.rule)) ruleSection.set(s.section.rule, s);

  const numbers = new Set<string>([...Object.keys(sources.seedRules), ...ruleSection.keys()]);
  for (const { section } of sections) {
    for (const m of `${section.heading} ${section.text}`.matchAll(RULE_MENTION)) numbers.add(m[0]);
  }

  const entries: SearchEntry[] = [];
  for (const rule of [...numbers].sort(compareRuleNumbers)) {
    const seed = Object.hasOwn(sources.seedRules, rule) ? sources.seedRules[rule] : undefined;
    const found = ruleSection.get(rule);
    let title: string;
    let url: string;
    let prose = '';
    let seeAlso = false;
    let pageTitle: string | undefined;
    if (found) {
      title = found.section.heading;
      // The page's own rule is the page: land on its title, not half-way down. The page's title says
      // what the rule answers ("who chooses first"): the rule is found by it too.
      const isPage = found.page.meta.rule === rule;
      url = isPage ? pageUrl(found.page, null) : pageUrl(found.page, rule);
      if (isPage) pageTitle = found.page.meta.title?.replace(rule, '');
      prose = found.section.text;
    } else {
      const home = pages.find((p) => p.meta.rule === rule);
      const inHeading = sections.find((s) => s.section.heading.includes(rule));
      const inText = sections.filter((s) => s.section.text.includes(rule));
      const where = inHeading ?? inText[0];
      if (home) {
        title = `${rule} ${home.meta.title?.replace(rule, '').replace(/^[\s—:-]+/, '') ?? ''}`.trim();
        url = pageUrl(home, null);
        prose = home.meta.description ?? '';
      } else if (seed) {
        title = rule;
        url = sources.ruleHref(rule);
      } else if (where) {
        const heading = where.section.heading || where.page.meta.title || '';
        title = heading.includes(rule) ? heading : `${rule} (${SEE_ALSO_WORD[sources.lang ?? 'en']} ${heading})`;
        seeAlso = !heading.includes(rule);
        url = pageUrl(where.page, where.section.anchor);
        prose = inText.map((s) => sentencesMentioning(s.section.text, rule, SNIPPET.text)).join(' ');
      } else continue;
      if (seed && title === rule) {
        const label = sections.find((s) => s.section.heading.startsWith(rule))?.section.heading;
        if (label) title = label;
      }
    }
    const text = seed ? [seed.text, seed.example, prose].filter(Boolean).join(' ') : prose;
    entries.push({
      kind: ruleKind(rule),
      title,
      url,
      rule,
      text: snippet(text, seed ? SNIPPET.rule : SNIPPET.text),
      terms: terms(`rule ${rule}`, apnapTerm(rule, title, text), pageTitle),
      ...(seed ? { suggested: true as const } : {}),
      ...(seeAlso && !seed ? { seeAlso: true as const } : {}),
    });
  }
  return entries;
}

/** Page introductions and titled sections that are not rules (misconceptions, history, the card). */
function pageEntries(pages: ParsedPage[]): SearchEntry[] {
  const entries: SearchEntry[] = [];
  for (const page of pages) {
    const isCard = page.route.startsWith('cards/');
    for (const section of page.sections) {
      if (section.rule) continue;
      const intro = section.anchor === null;
      const title = intro ? (page.meta.title ?? page.route) : `${section.heading} — ${page.meta.title ?? page.route}`;
      const text = intro ? [page.meta.description, section.text].filter(Boolean).join(' ') : section.text;
      if (!text && !intro) continue;
      const cited = `${section.heading} ${section.text}`.match(RULE_MENTION) ?? [];
      entries.push({
        kind: intro ? (isCard ? 'card' : 'page') : 'section',
        title,
        url: pageUrl(page, section.anchor),
        text: snippet(text, SNIPPET.text),
        terms: terms(cited, apnapTerm(title, text)),
      });
    }
    // A page with no prose before its first heading still needs one entry of its own.
    if (!page.sections.some((s) => s.anchor === null) && page.meta.title) {
      entries.push({
        kind: isCard ? 'card' : 'page',
        title: page.meta.title,
        url: pageUrl(page, null),
        text: snippet(page.meta.description ?? '', SNIPPET.text),
        terms: terms(apnapTerm(page.meta.title, page.meta.description ?? '')),
      });
    }
  }
  return entries;
}

function exampleEntries(sources: IndexSources): SearchEntry[] {
  const href = (p: string) => localePath(sources.lang ?? 'en', p);
  return sources.examples.flatMap((ex) => {
    const allRules = ex.steps.flatMap((s) => s.expect?.rules ?? []);
    const example: SearchEntry = {
      kind: 'example',
      title: ex.title,
      url: href(`/examples/${ex.slug}`),
      text: snippet(ex.summary, SNIPPET.text),
      terms: terms(ex.rule, allRules, apnapTerm(ex.rule, ex.summary, ...allRules)),
    };
    const steps = ex.steps.map((step, i): SearchEntry => {
      const caption = sources.stepCaption?.(ex.slug, i) ?? null;
      const rules = step.expect?.rules ?? [];
      return {
        kind: 'step',
        title: `${ex.title} — step ${i + 1} of ${ex.steps.length}${caption ? `: ${caption}` : ''}`,
        url: href(`/examples/${ex.slug}/${i + 1}`),
        text: snippet(step.narration, SNIPPET.text),
        terms: terms(rules, apnapTerm(step.narration, ...rules)),
      };
    });
    return [example, ...steps];
  });
}

/** Application pages (i18n/site.ts APP_PAGES) that search finds by what they do, not by their text. */
const APP_PAGE_ENTRIES: readonly SearchEntry[] = [
  {
    kind: 'page',
    title: 'Practice: drills checked by the rules engine',
    url: '/practice',
    text: 'Endless drills on random tables: who chooses next (101.4), what a player knows (101.4a, 101.4b), where the cards go, does a player still choose (608.2e), Rituel’s two wordings, whose triggered ability resolves first (603.3b). Answered by the rules engine.',
    terms: 'practice drill drills quiz exercise train test yourself APNAP 101.4 101.4a 101.4b 608.2e 603.3b triggers',
  },
  {
    kind: 'page',
    title: 'The APNAP family: every rule where “active player first” decides',
    url: '/apnap',
    text: 'Every rule where APNAP order decides, each with its answer, the trap and its worked example: 101.4, the start of the game (101.4e, 103.5, 103.6), draws (121.2c), copies put on the stack together (405.3), extra turns (500.7), triggers (603.3b), villainous choice (701.55d), timestamps (613.7m), replacement effects (616.1), votes (701.38), Mindslaver (722.3), leaving the game (800.4), Two-Headed Giant (805.6, 805.7).',
    terms: 'APNAP family map list every rule active player nonactive 101.4 101.4e 103.5 103.6 121.2c 405.3 500.7 603.3b 608.2e 613.7m 616.1 701.38 701.55d 722.3 800.4 805.6 805.7 mulligan extra turn copy timestamp replacement vote Mindslaver',
  },
];

/** The same in French, for the French index. */
const APP_PAGE_ENTRIES_FR: readonly SearchEntry[] = [
  {
    kind: 'page',
    title: 'Entraînement\u202f: des exercices vérifiés par le moteur de règles',
    url: '/fr/entrainement',
    text: 'Des exercices sans fin sur des tables aléatoires\u202f: qui choisit ensuite (101.4), ce que sait un joueur (101.4a, 101.4b), où vont les cartes, un joueur choisit-il encore (608.2e), les deux formulations de Rituel, quelle capacité déclenchée se résout en premier (603.3b). Corrigés par le moteur de règles.',
    terms: 'entrainement exercice exercices quiz question s’entrainer APNAP 101.4 101.4a 101.4b 608.2e 603.3b capacites declenchees',
  },
  {
    kind: 'page',
    title: 'La famille APNAP\u202f: toutes les règles où «\u202fle joueur actif d’abord\u202f» décide',
    url: '/fr/apnap',
    text: 'Toutes les règles où l’ordre APNAP décide, chacune avec sa réponse, le piège et son exemple\u202f: 101.4, le début de la partie (101.4e, 103.5, 103.6), les pioches (121.2c), les copies mises sur la pile ensemble (405.3), les tours supplémentaires (500.7), les capacités déclenchées (603.3b), le choix révoltant (701.55d), les horodatages (613.7m), les effets de remplacement (616.1), les votes (701.38), Mindslaver (722.3), quitter la partie (800.4), le Troll à deux têtes (805.6, 805.7).',
    terms: 'famille APNAP carte liste toutes regles joueur actif non-actif 101.4 101.4e 103.5 103.6 121.2c 405.3 500.7 603.3b 608.2e 613.7m 616.1 701.38 701.55d 722.3 800.4 805.6 805.7 mulligan tour supplementaire copie horodatage remplacement vote Mindslaver',
  },
];

/**
 * A French entry: the words the index adds in English said in French ("step 3 of 14"), and the French names of the cards it names (french.md): beside the English name in its
 * title, so that « Colère de Dieu » ranks as "Wrath of God" does, and as search terms for those its
 * snippet names. Not on steps: their example and its rulings carry the names, a hundred steps would
 * only repeat them.
 */
function inFrench(entry: SearchEntry): SearchEntry {
  let title = entry.title.replace(/ — step (\d+) of (\d+)/, ' — étape $1 sur $2');
  if (entry.kind === 'step') return { ...entry, title };
  const inText = frenchNamesIn(entry.text).filter((n) => !frenchNamesIn(title).includes(n));
  title = withFrenchNames(title);
  return { ...entry, title, terms: terms(entry.terms, ...inText.map((n) => n.split(/\s+/))) };
}

export function buildSearchIndex(sources: IndexSources): SearchIndex {
  const lang = sources.lang ?? 'en';
  const href = (p: string) => localePath(lang, p);
  const pages: ParsedPage[] = sources.pages.map((p) => ({ route: p.route, lang, ...parseMdx(p.source, p.route) }));
  const entries: SearchEntry[] = [
    ...ruleEntries(sources, pages),
    ...pageEntries(pages),
    ...sources.rulings.map(
      (r): SearchEntry => ({
        kind: 'ruling',
        title: r.question,
        url: href(`/rulings#${r.id}`),
        text: snippet(r.answer, SNIPPET.text),
        terms: terms(r.rules, apnapTerm(r.question, r.answer, ...r.rules)),
      }),
    ),
    ...sources.glossary.map(
      (g): SearchEntry => ({
        kind: 'glossary',
        title: g.term,
        url: href(`/glossary#${g.id}`),
        text: snippet(g.definition, SNIPPET.text),
        terms: terms(g.rules, apnapTerm(g.term, g.definition, ...g.rules)),
      }),
    ),
    ...exampleEntries(sources),
    ...(lang === 'fr' ? APP_PAGE_ENTRIES_FR : lang === 'en' ? APP_PAGE_ENTRIES : APP_PAGE_ENTRIES.map((e) => ({ ...e, url: href(e.url) }))),
  ];
  // Drop undefined fields so the JSON stays small and stable. A French index says so: the searcher
  // then uses French stop words and elisions (content/search/search-core.ts).
  return {
    version: 1,
    ...(lang === 'en' ? {} : { lang }),
    entries: (lang === 'fr' ? entries.map(inFrench) : entries).map((e) => JSON.parse(JSON.stringify(e)) as SearchEntry),
  };
}
