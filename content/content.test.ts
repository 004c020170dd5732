// Every worked example is data that the engine replays: content can never drift from the rules.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseScenario, timeline } from '@/engine';
import { checkClaim } from '@/components/simulator/claims';
import type { Example } from './example-types';
import rulings from './rulings.json';
import glossary from './glossary.json';
import readingOrder from './examples-order.json';

const dir = path.join(__dirname, 'examples');
const files = fs.readdirSync(dir).filter((f) => f.endsWith('.json'));
const examples = files.map((f) => ({
  file: f,
  example: JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as Example,
}));
const bySlug = new Map(examples.map(({ example }) => [example.slug, example]));

describe('worked examples', () => {
  it('there are examples to check', () => {
    expect(examples.length).toBeGreaterThanOrEqual(10);
  });

  it('every example has its place in the reading order, once', () => {
    expect([...readingOrder].sort()).toEqual(examples.map(({ example }) => example.slug).sort());
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
  // Every MDX file under content/, read from the directory (no list to keep by hand).
  const mdxFiles = (fs.readdirSync(__dirname, { recursive: true }) as string[])
    .filter((f) => f.endsWith('.mdx'))
    .map((f) => f.split(path.sep).join('/'))
    .sort();
  it('finds the pages', () => {
    expect(mdxFiles).toEqual(expect.arrayContaining(['rules/101.4.mdx', 'rules/608.2e.mdx', 'rules/603.3b.mdx']));
  });
  it.each(mdxFiles)('%s embeds only existing examples', (file) => {
    const source = fs.readFileSync(path.join(__dirname, file), 'utf8');
    const slugs = [...source.matchAll(/(?:example|slug)="([^"]+)"/g)].map((m) => m[1]);
    for (const slug of slugs) expect(bySlug.has(slug ?? ''), `${file} references ${slug}`).toBe(true);
  });
});
