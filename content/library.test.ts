// The content layer on a small folder written here (English and French pages, an example and its
// French words), and on the site's own content/.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openLibrary } from './lib/open';
import * as site from './library';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-layer-'));
function write(file: string, text: string) {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), text);
}
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const RULE = (title: string, words: string) => `---
title: "${title}"
description: "${words}"
rule: "999.1"
order: 5
nav: "999.1"
home:
  title: "999.1 — widgets"
  blurb: "${words}"
---

<RuleSection id="999.1" title="${words}">

Text (999.1).

<H3 id="the-widget">${words}</H3>

</RuleSection>

<RuleSection id="999.1a" title="${words} a">

See [the widget](#the-widget).

</RuleSection>

<H2 id="more">${words}</H2>

<span id="old-anchor" />
`;
write('rules/999.1.mdx', RULE('999.1 Widgets', 'Widgets wait'));
write('rules/999.1.fr.mdx', RULE('999.1 Les widgets', 'Les widgets attendent'));
write('cards/thing.mdx', '---\ntitle: "A thing"\ndescription: "Only in English."\n---\n\nWords.\n');
write('glossary.mdx', '---\ntitle: "Glossary"\ndescription: "Terms."\norder: 70\n---\n\n<Glossary />\n');
write('glossary.json', JSON.stringify([{ id: 'widget', term: 'Widget', definition: 'A made-up thing for tests.', rules: ['999.1'] }]));
write('seed/rules.json', '{}');
write('seed/rituel.json', '{}');
const scenario = { format: 'apnap/1' };
write(
  'examples/widgets.json',
  JSON.stringify({ slug: 'widgets', title: 'Widgets', summary: 'S.', rule: '999.1a', scenario, steps: [1, 2, 3].map((i) => ({ narration: `Step ${i}.`, expect: { kind: 'decision' } })) }),
);
write('examples/widgets.fr.json', JSON.stringify({ title: 'Les widgets', summary: 'R.', steps: ['Étape 1.', 'Étape 2.', 'Étape 3.'] }));
write('examples/alone.json', JSON.stringify({ slug: 'alone', title: 'Alone', summary: 'S.', rule: '999.1', scenario, steps: [{ narration: 'Only.', expect: { kind: 'start' } }] }));
write('examples-order.json', JSON.stringify(['widgets', 'alone']));

const lib = openLibrary(dir);

describe('pages, from the files and their frontmatter', () => {
  it('lists each language from its own files: missing French is absent', () => {
    expect(lib.pages('en').map((p) => [p.path, p.href, p.title])).toEqual([
      ['rules/999.1', '/rules/999.1', '999.1 Widgets'],
      ['glossary', '/glossary', 'Glossary'],
      ['cards/thing', '/cards/thing', 'A thing'],
    ]);
    expect(lib.pages('fr').map((p) => [p.path, p.href, p.title, p.file])).toEqual([
      ['rules/999.1', '/fr/regles/999.1', '999.1 Les widgets', 'rules/999.1.fr.mdx'],
    ]);
    expect(lib.page('cards/thing', 'fr')).toBeNull();
    expect(lib.page('rules/999.1')).toMatchObject({ rule: '999.1', nav: '999.1', order: 5, home: { title: '999.1 — widgets' } });
    expect(lib.pageParams('fr')).toEqual([{ path: ['rules', '999.1'] }]);
  });

  it('reads headings and their ids from the syntax tree, the same in both languages', () => {
    expect(lib.headings('rules/999.1')).toEqual([
      { id: '999.1', text: '999.1 Widgets wait', depth: 2 },
      { id: 'the-widget', text: 'Widgets wait', depth: 3 },
      { id: '999.1a', text: '999.1a Widgets wait a', depth: 2 },
      { id: 'more', text: 'Widgets wait', depth: 2 },
    ]);
    expect(lib.headings('rules/999.1', 'fr')?.map((h) => h.id)).toEqual(lib.headings('rules/999.1')?.map((h) => h.id));
    expect(lib.anchors('rules/999.1')).toContain('old-anchor');
    // The glossary page: the CR's glossary by letter, and our note alone where the CR has no such term.
    const glossaryAnchors = lib.anchors('glossary')!;
    expect(glossaryAnchors).toContain('widget');
    expect(glossaryAnchors).toEqual(expect.arrayContaining(['letter-a', 'active-player', 'state-based-actions']));
    expect(lib.headings('rules/none')).toBeNull();
  });

  it('refuses a heading without an explicit id and a page without a title, naming the file', () => {
    const bad = fs.mkdtempSync(path.join(os.tmpdir(), 'content-layer-bad-'));
    try {
      fs.writeFileSync(path.join(bad, 'a.mdx'), '---\ntitle: "A"\ndescription: "D"\n---\n\n## Words\n');
      expect(() => openLibrary(bad).headings('a')).toThrow(/content\/a\.mdx: the heading "Words" has no explicit id/);
      fs.writeFileSync(path.join(bad, 'a.mdx'), '---\ndescription: "D"\n---\n');
      expect(() => openLibrary(bad).pages()).toThrow(/content\/a\.mdx: frontmatter "title"/);
      fs.writeFileSync(path.join(bad, 'a.mdx'), '---\ntitle: "A"\ndescription: "D"\nrule: 101.4\n---\n');
      expect(() => openLibrary(bad).pages()).toThrow(/quote rule numbers/);
    } finally {
      fs.rmSync(bad, { recursive: true, force: true });
    }
  });
});

describe('rule links, derived from where each section is', () => {
  it("links a page's own rule to the page and a section's rule to its anchor", () => {
    expect(lib.ruleHref('999.1')).toBe('/rules/999.1');
    expect(lib.ruleHref('999.1a')).toBe('/rules/999.1#999.1a');
    expect(lib.ruleHref('999.1a', 'fr')).toBe('/fr/regles/999.1#999.1a');
    expect(lib.ruleHref('999.1b')).toBe('/rules/999.1');
    expect(lib.ruleHref('123.4')).toBe('/glossary');
    expect(lib.ruleHrefs()).toEqual({ '999.1': '/rules/999.1', '999.1a': '/rules/999.1#999.1a' });
  });
});

describe('examples', () => {
  it('lists them in reading order; French ones only with their French words, on the English scenario', () => {
    expect(lib.examples().map((e) => e.slug)).toEqual(['widgets', 'alone']);
    const fr = lib.examples('fr');
    expect(fr.map((e) => [e.slug, e.title, e.rule])).toEqual([['widgets', 'Les widgets', '999.1a']]);
    expect(fr[0]?.steps.map((s) => [s.narration, s.expect.kind])).toEqual([
      ['Étape 1.', 'decision'],
      ['Étape 2.', 'decision'],
      ['Étape 3.', 'decision'],
    ]);
    expect(lib.example('alone', 'fr')).toBeNull();
    expect(lib.exampleFiles().map((f) => f.file)).toEqual(['alone.json', 'widgets.json']);
  });

  it('parses step URLs and makes the static params', () => {
    expect(lib.exampleAt('widgets', '3')?.index).toBe(2);
    expect(lib.exampleAt('widgets')?.index).toBe(0);
    for (const step of ['0', '4', '01', '1.5', 'x']) expect(lib.exampleAt('widgets', step), step).toBeNull();
    expect(lib.exampleAt('nope', '1')).toBeNull();
    expect(lib.exampleStepParams('fr')).toEqual([1, 2, 3].map((i) => ({ slug: 'widgets', step: String(i) })));
    expect(lib.exampleParams()).toEqual([{ slug: 'widgets' }, { slug: 'alone' }]);
  });

  it('makes links, in French where the example is written, and refuses dead ones', () => {
    expect(lib.exampleHref('widgets', 2)).toBe('/examples/widgets/2');
    expect(lib.exampleHref('widgets', 2, 'fr')).toBe('/fr/exemples/widgets/2');
    expect(lib.exampleHref('alone', undefined, 'fr')).toBe('/examples/alone');
    expect(() => lib.exampleHref('widgets', 4)).toThrow(/has 3 steps/);
    expect(() => lib.exampleHref('nope')).toThrow(/Unknown example "nope"/);
  });

  it('refuses French words whose steps do not match the example', () => {
    write('examples/alone.fr.json', JSON.stringify({ title: 'Seul', summary: 'R.', steps: ['Un.', 'Deux.'] }));
    expect(() => openLibrary(dir).examples('fr')).toThrow(/alone\.fr\.json: 2 steps, the example has 1/);
    fs.rmSync(path.join(dir, 'examples/alone.fr.json'));
  });
});

describe("the site's content", () => {
  it('finds every page on disk, with the URLs they always had', () => {
    expect(site.pages().map((p) => p.href)).toEqual(['/rules/101.4', '/rules/608.2e', '/rules/603.3b', '/rules/805.6', '/cards/rituel', '/rulings', '/glossary']);
    for (const p of site.pages()) expect(p.title.length, p.file).toBeGreaterThan(3);
  });

  it('links each rule where its section is', () => {
    expect(site.ruleHref('101.4')).toBe('/rules/101.4');
    expect(site.ruleHref('101.4c')).toBe('/rules/101.4#101.4c');
    expect(site.ruleHref('608.2d')).toBe('/rules/608.2e#608.2d');
    expect(site.ruleHref('603.3b')).toBe('/rules/603.3b');
    expect(site.ruleHref('704.5a')).toBe('/rules/603.3b#704.5a');
    // The engine cites 608.2 (an effect begins and ends): the page of 608.2e's siblings.
    expect(site.ruleHref('608.2')).toBe('/rules/608.2e');
    expect(site.ruleHref('608.2b')).toBe('/rules/608.2e');
  });

  it('has a search index in English with an entry for every page', () => {
    const urls = new Set(site.searchIndex().entries.map((e) => e.url));
    for (const p of site.pages()) expect(urls, p.href).toContain(p.href);
  });
});
