// Every worked example is data that the engine replays: content can never drift from the rules.
import { describe, expect, it } from 'vitest';
import { parseScenario, timeline } from '@/engine';
import { exampleFiles, readingOrder, glossary as glossaryOf, pages, pageSource, rulings as rulingsOf } from './library';
import { isJsx, jsxAttr, walk } from './lib/mdx-tree';
import { checkClaim } from '@/engine';

const examples = exampleFiles();
const rulings = rulingsOf();
const glossary = glossaryOf();
const bySlug = new Map(examples.map(({ example }) => [example.slug, example]));

describe('worked examples', () => {
  it('there are examples to check', () => {
    expect(examples.length).toBeGreaterThanOrEqual(10);
  });

  it('every example has its place in the reading order, once', () => {
    expect([...readingOrder()].sort()).toEqual(examples.map(({ example }) => example.slug).sort());
  });

  describe.each(examples)('$file', ({ file, example }) => {
    it('is named after its slug and has a valid apnap/1 scenario', () => {
      expect(file).toBe(`${example.slug}.json`);
      const parsed = parseScenario(example.scenario);
      expect(parsed.ok ? null : parsed.error).toBeNull();
    });

    const run = timeline(example.scenario);

    it('every authored decision is legal', () => {
      expect(run.error).toBeNull();
    });

    it('has one narrated step per engine step', () => {
      expect(example.steps.map((s) => s.expect.kind)).toEqual(run.steps.map((s) => s.kind));
    });

    it.each(example.steps.map((step, i) => ({ i, step })))("step $i's claims match the engine's log", ({ i, step }) => {
      const actual = run.steps[i];
      expect(actual, `engine has no step ${i}`).toBeDefined();
      if (!actual) return;
      // The simulator's own check (its verdict on the page): content and page never judge apart.
      expect(checkClaim(step.expect, actual), `step ${i}'s claims`).toEqual([]);
      expect(step.narration.trim().length).toBeGreaterThan(0);
    });
  });
});

describe('rulings', () => {
  it.each(rulings.map((r) => ({ id: r.id, r })))('$id cites a rule and links to an existing example step', ({ r }) => {
    expect(r.rules.length).toBeGreaterThan(0);
    expect(r.answer).toMatch(/\d{3}\.\d/);
    if (r.example) {
      const example = bySlug.get(r.example.slug);
      expect(example, `unknown example ${r.example.slug}`).toBeDefined();
      expect(r.example.step).toBeGreaterThanOrEqual(1);
      expect(r.example.step).toBeLessThanOrEqual(example?.steps.length ?? 0);
    }
  });

  it('has unique ids', () => {
    expect(new Set(rulings.map((r) => r.id)).size).toBe(rulings.length);
  });
});

describe('glossary', () => {
  it('has unique ids and cites rules', () => {
    expect(new Set(glossary.map((g) => g.id)).size).toBe(glossary.length);
    for (const g of glossary) expect(g.definition.length).toBeGreaterThan(20);
  });
});

describe('MDX pages', () => {
  // Every MDX file under content/, found by the content layer (no list to keep by hand).
  const files = [...pages('en'), ...pages('fr')].map((p) => ({ file: p.file, page: pageSource(p.path, p.lang)! }));
  it('finds the pages', () => {
    expect(files.map((f) => f.file)).toEqual(expect.arrayContaining(['rules/101.4.mdx', 'rules/608.2e.mdx', 'rules/603.3b.mdx']));
  });
  it.each(files)('$file embeds only existing examples', ({ file, page }) => {
    const slugs: string[] = [];
    walk(page.tree, (node) => {
      if (!isJsx(node)) return;
      const slug = jsxAttr(node, 'example') ?? jsxAttr(node, 'slug');
      if (slug !== undefined) slugs.push(slug);
    });
    for (const slug of slugs) expect(bySlug.has(slug), `${file} references ${slug}`).toBe(true);
  });
});
