import { describe, expect, it } from 'vitest';
import type { SearchEntry, SearchKind } from './search-types';
import { searchDocuments } from '@/content/library';
import { buildSearchIndex, snippet, SNIPPET, type IndexSources } from './build-index';
import { inlineText, parseMdx } from './mdx-text';
import { parseMdxTree } from '../lib/mdx-tree';

const RULE_PAGE = `---
title: "101.4 APNAP order: who chooses first"
description: "The active player chooses first, then the others in turn order."
rule: "101.4"
---

**The answer:** the *active player* chooses first (101.4).

<RuleSection id="101.4" title="APNAP order">

<RuleText id="101.4" />

In plain words, [everyone](#x) chooses in turn order.

<Misconception claim="The caster chooses first.">

No: the active player does (101.4).

</Misconception>

<Simulator example="sacrifice-three-players" />

</RuleSection>

<RuleSection
  id="101.4a"
  title="Hidden zones: choices made face down"
>

<RuleText id="101.4a" />

A card chosen from a hand may stay face down.

</RuleSection>

<H2 id="sequential-processing">Sequential processing</H2>

Some cards say "starting with you" and are processed one player at a time (101.4e). Death triggers then wait (603.3b).

| Card | Order |
|---|---|
| Hypergenesis | starting with you |
`;

const SOURCES: IndexSources = {
  ruleHref: (rule) => `/glossary#${rule}`,
  seedRules: {
    '101.4': { text: 'If multiple players would make choices … the active player … APNAP order.', example: 'Each player sacrifices a creature.' },
    '101.4a': { text: 'If an effect has each player choose a card in a hidden zone …' },
  },
  pages: [
    { route: 'rules/101.4', source: RULE_PAGE },
    { route: 'cards/rituel', source: '---\ntitle: "Rituel"\ndescription: "The seed card."\n---\n\nBoth French wordings.\n\n<H2 id="the-stack">The stack</H2>\n\nThe first spell cast resolves last (608.2g).\n' },
  ],
  examples: [
    {
      slug: 'smallpox-basic',
      title: 'Smallpox',
      summary: 'Four parts, four rounds of choices.',
      rule: '608.2e',
      steps: [
        { narration: 'Smallpox resolves.', expect: { rules: ['608.2e'] } },
        { narration: 'Ben chooses Forest to sacrifice (608.2e).', expect: { rules: ['608.2e'] } },
      ],
    },
  ],
  rulings: [{ id: 'see-discard-first', question: 'Can I see their discard first?', answer: 'No (101.4a).', rules: ['101.4a'] }],
  glossary: [{ id: 'hidden-zone', term: 'Hidden zone', definition: 'A zone whose cards are not public.', rules: ['101.4a'] }],
};

describe('MDX text extraction', () => {
  const page = parseMdx(RULE_PAGE);

  it('reads the page meta', () => {
    expect(page.meta).toEqual({
      title: '101.4 APNAP order: who chooses first',
      description: 'The active player chooses first, then the others in turn order.',
      rule: '101.4',
    });
  });

  it('makes one section per RuleSection, anchored on its rule number, and one per heading', () => {
    expect(page.sections.map((s) => [s.anchor, s.rule ?? null])).toEqual([
      [null, null],
      ['101.4', '101.4'],
      ['101.4a', '101.4a'],
      ['sequential-processing', null],
    ]);
    expect(page.sections[2]?.heading).toBe('101.4a Hidden zones: choices made face down');
    expect(page.sections[1]?.quotes).toEqual(['101.4']);
  });

  it('keeps the words, drops JSX tags, markdown and code', () => {
    const rule = page.sections[1]!;
    expect(rule.text).toContain('In plain words, everyone chooses in turn order.');
    expect(rule.text).toContain('The caster chooses first.'); // a Misconception's claim is prose
    expect(rule.text).not.toMatch(/[<>*[\]]|Simulator|RuleText/);
    expect(page.sections[0]?.text).toBe('The answer: the active player chooses first (101.4).');
    expect(page.sections[3]?.text).toContain('Hypergenesis starting with you');
    expect(page.sections[3]?.text).not.toContain('---');
  });

  it('reduces inline markdown to text', () => {
    const tree = parseMdxTree('- **Bold** and _em_ and `code` and [a link](/x) {" "}<Foo bar="1">kid</Foo>');
    expect(inlineText(tree).replace(/\s+/g, ' ').trim()).toBe('Bold and em and code and a link kid');
  });
});

describe('the index builder', () => {
  const index = buildSearchIndex(SOURCES);
  const byUrl = new Map(index.entries.filter((e) => !e.rule).map((e) => [e.url, e]));

  it('has the shape the dialog reads: version 1 and entries with kind, title, url and text', () => {
    expect(index.version).toBe(1);
    for (const e of index.entries) {
      expect(Object.keys(e).every((k) => ['kind', 'title', 'url', 'rule', 'text', 'terms', 'suggested', 'seeAlso'].includes(k))).toBe(true);
      expect(e.title).toBeTruthy();
      expect(e.url).toMatch(/^\/[a-z]/);
      expect(typeof e.text).toBe('string');
    }
  });

  it('finds the practice page by what it does', () => {
    expect(byUrl.get('/practice')).toMatchObject({ kind: 'page', title: expect.stringMatching(/^Practice/) });
    expect(byUrl.get('/practice')?.terms).toMatch(/\bdrills?\b.*\bquiz\b/);
  });

  it("gives a rule its page and a subrule its anchor, with the seed's verbatim text", () => {
    const rule = index.entries.find((e) => e.rule === '101.4');
    expect(rule).toMatchObject({ kind: 'rule', url: '/rules/101.4', title: '101.4 APNAP order', suggested: true });
    expect(rule?.text).toMatch(/^If multiple players would make choices/);
    const subrule = index.entries.find((e) => e.rule === '101.4a');
    expect(subrule).toMatchObject({ kind: 'subrule', url: '/rules/101.4#101.4a' });
    expect(subrule?.text).toContain('A card chosen from a hand may stay face down.');
  });

  it('indexes rules only mentioned on a page at the section that mentions them', () => {
    const mentioned = index.entries.find((e) => e.rule === '603.3b');
    expect(mentioned).toMatchObject({ url: '/rules/101.4#sequential-processing', title: '603.3b (see Sequential processing)', seeAlso: true });
    expect(index.entries.find((e) => e.rule === '101.4')?.seeAlso).toBeUndefined();
    expect(mentioned?.text).toBe('Death triggers then wait (603.3b).');
    expect(index.entries.find((e) => e.rule === '608.2g')?.url).toBe('/cards/rituel#the-stack');
  });

  it('indexes examples and their steps (1-based), rulings, the card and the glossary', () => {
    expect(byUrl.get('/examples/smallpox-basic')).toMatchObject({ kind: 'example', title: 'Smallpox' });
    expect(byUrl.get('/examples/smallpox-basic/2')).toMatchObject({
      kind: 'step',
      title: 'Smallpox — step 2 of 2',
      text: 'Ben chooses Forest to sacrifice (608.2e).',
    });
    expect(byUrl.get('/rulings#see-discard-first')).toMatchObject({ kind: 'ruling', title: 'Can I see their discard first?' });
    expect(byUrl.get('/cards/rituel')).toMatchObject({ kind: 'card', title: 'Rituel' });
    expect(byUrl.get('/glossary#hidden-zone')).toMatchObject({ kind: 'glossary', title: 'Hidden zone' });
  });

  it('uses the step caption when the engine gives one', () => {
    const withCaptions = buildSearchIndex({ ...SOURCES, stepCaption: (slug, i) => `${slug} caption ${i}` });
    expect(withCaptions.entries.find((e) => e.url === '/examples/smallpox-basic/1')?.title).toBe(
      'Smallpox — step 1 of 2: smallpox-basic caption 0',
    );
  });

  it('tags entries about APNAP order with the APNAP term, and lists the rules an entry cites', () => {
    expect(index.entries.find((e) => e.rule === '101.4a')?.terms).toContain('APNAP');
    expect(byUrl.get('/rulings#see-discard-first')?.terms).toBe('101.4a APNAP');
    expect(byUrl.get('/examples/smallpox-basic/2')?.terms).toContain('608.2e');
  });
});

describe('snippets', () => {
  it('cuts long text at a word and marks the cut', () => {
    const long = 'word '.repeat(100);
    const s = snippet(long, 40);
    expect(s.length).toBeLessThanOrEqual(40);
    expect(s.endsWith('…')).toBe(true);
    expect(s).not.toMatch(/wor…$/);
  });
});

describe("the index of this site's content", () => {
  const index = buildSearchIndex(searchDocuments());
  const kinds = new Set(index.entries.map((e) => e.kind));
  const rules = new Map(index.entries.filter((e) => e.rule).map((e) => [e.rule, e] as const));

  it('has every kind of entry', () => {
    const expected: SearchKind[] = ['rule', 'subrule', 'example', 'step', 'ruling', 'card', 'glossary'];
    for (const kind of expected) expect(kinds, kind).toContain(kind);
  });

  it('has 101.4, its subrules a–d and 608.2e with their anchors', () => {
    expect(rules.get('101.4')?.url).toBe('/rules/101.4');
    for (const sub of ['a', 'b', 'c', 'd']) expect(rules.get(`101.4${sub}`)?.url).toBe(`/rules/101.4#101.4${sub}`);
    expect(rules.get('608.2e')?.url).toBe('/rules/608.2e');
  });

  it('has the rules the pages mention (101.4e, 608.2c, 608.2d, 608.2f, 608.2g, 603.3b)', () => {
    for (const rule of ['101.4e', '608.2c', '608.2d', '608.2f', '608.2g', '603.3b']) {
      expect(rules.get(rule)?.url, rule).toMatch(/^\/(rules|cards)\//);
    }
  });

  it('keeps snippets short: no entry carries a whole page', () => {
    const longest = Math.max(...index.entries.map((e: SearchEntry) => e.text.length));
    expect(longest).toBeLessThanOrEqual(SNIPPET.rule);
  });
});
