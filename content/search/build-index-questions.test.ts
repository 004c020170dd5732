// What the index gives plain questions: a section per heading, inside rule sections too; a rule page's
// title as its rule's aliases; in French, French words and the French names of the cards.
import { describe, expect, it } from 'vitest';
import { buildSearchIndex, type IndexSources } from './build-index';
import { parseMdx } from './mdx-text';
import { frenchNamesIn, withFrenchNames } from './card-names-fr';

const PAGE = `---
title: "603.3b Triggered abilities in APNAP order: whose resolve first"
rule: "603.3b"
---

<RuleSection id="603.3b" title="Waiting abilities go on the stack, active player first">

The active player puts theirs on the stack first.

<H3 id="the-life-race">The life race</H3>

Ana casts Wrath of God; Ben's Blood Artist abilities resolve first and Ana loses.

</RuleSection>

<RuleSection id="603.3" title="Triggers wait for the resolving spell">

Nothing goes on the stack while Smallpox resolves (400.3).

</RuleSection>
`;

const sources = (lang: 'en' | 'fr'): IndexSources => ({
  lang,
  ruleHref: (rule) => `/glossary#${rule}`,
  seedRules: {},
  pages: [{ route: 'rules/603.3b', source: PAGE }],
  examples: [
    {
      slug: 'life-race-wrath',
      title: 'The life race: Wrath of God, Blood Artist and Zulaport Cutthroat',
      summary: 'Ana casts Wrath of God.',
      rule: '603.3b',
      steps: [{ narration: 'Ana casts Wrath of God.' }],
    },
  ],
  rulings: [{ id: 'r', question: "My Wrath of God kills my Zulaport Cutthroat. Whose abilities resolve first?", answer: 'Theirs (603.3b).', rules: ['603.3b'] }],
  glossary: [],
});

describe('sections for plain questions', () => {
  it('a heading inside a rule section is a section of its own, with the text after it', () => {
    const { sections } = parseMdx(PAGE);
    expect(sections.map((s) => s.anchor)).toEqual(['603.3b', 'the-life-race', '603.3']);
    expect(sections[0]!.text).toBe('The active player puts theirs on the stack first.');
    expect(sections[1]).toMatchObject({ heading: 'The life race', text: "Ana casts Wrath of God; Ben's Blood Artist abilities resolve first and Ana loses." });
    expect(sections[1]!.rule).toBeUndefined();
  });

  it('indexes that section at its anchor, under the page’s title', () => {
    const entry = buildSearchIndex(sources('en')).entries.find((e) => e.url === '/rules/603.3b#the-life-race');
    expect(entry).toMatchObject({ kind: 'section', title: 'The life race — 603.3b Triggered abilities in APNAP order: whose resolve first' });
  });

  it('gives the page’s own rule the page’s title as aliases: what the rule answers', () => {
    const rule = buildSearchIndex(sources('en')).entries.find((e) => e.rule === '603.3b');
    expect(rule?.title).toBe('603.3b Waiting abilities go on the stack, active player first');
    expect(rule?.terms).toContain('whose resolve first');
  });
});

describe('the French index', () => {
  const fr = buildSearchIndex(sources('fr'));

  it('shows the French name of a card beside its English one in titles, and lists the names of cards its snippet names', () => {
    expect(fr.entries.find((e) => e.kind === 'example')?.title).toBe(
      'The life race: Wrath of God (Colère de Dieu), Blood Artist (Artiste de sang) and Zulaport Cutthroat (Surineur de Zulaport)',
    );
    const ruling = fr.entries.find((e) => e.kind === 'ruling');
    expect(ruling?.title).toContain('Wrath of God (Colère de Dieu) kills my Zulaport Cutthroat (Surineur de Zulaport)');
    // Steps keep their titles: their example carries the names.
    expect(fr.entries.find((e) => e.kind === 'step')?.title).toBe('The life race: Wrath of God, Blood Artist and Zulaport Cutthroat — étape 1 sur 1');
  });

  it('says "voir" for a rule only mentioned, and marks it', () => {
    expect(fr.entries.find((e) => e.rule === '400.3')).toMatchObject({ title: '400.3 (voir 603.3 Triggers wait for the resolving spell)', seeAlso: true });
  });

  it('the English index is left as it is', () => {
    const en = buildSearchIndex(sources('en'));
    expect(en.entries.find((e) => e.kind === 'example')?.title).toBe('The life race: Wrath of God, Blood Artist and Zulaport Cutthroat');
    expect(en.entries.find((e) => e.rule === '400.3')?.title).toBe('400.3 (see 603.3 Triggers wait for the resolving spell)');
  });
});

describe('French card names (design/french.md)', () => {
  it('finds the names a text uses, whole names only, with either apostrophe', () => {
    expect(frenchNamesIn("Council’s Judgment and Smallpox")).toEqual(['Variole', 'Jugement selon le Conseil']);
    expect(frenchNamesIn('Wrath of Gods')).toEqual([]);
    expect(withFrenchNames("Council's Judgment")).toBe("Council's Judgment (Jugement selon le Conseil)");
  });
});
