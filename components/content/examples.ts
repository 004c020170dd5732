// Server-side access to the worked examples (content/examples/*.json).
// Read at build time: every example page is statically generated.
import fs from 'node:fs';
import path from 'node:path';
import type { Example } from '@/content/example-types';
import READING_ORDER from '@/content/examples-order.json';

const EXAMPLES_DIR = path.join(process.cwd(), 'content', 'examples');

let cache: Map<string, Example> | null = null;

function loadAll(): Map<string, Example> {
  if (cache) return cache;
  const files = fs
    .readdirSync(EXAMPLES_DIR)
    .filter((f) => f.endsWith('.json') && !f.endsWith('.fr.json')) // <slug>.fr.json: French text only
    .sort();
  const examples = files.map((file) => JSON.parse(fs.readFileSync(path.join(EXAMPLES_DIR, file), 'utf8')) as Example);
  // Listed in reading order (the order the rule pages present them); any unlisted one goes last.
  const rank = (slug: string) => {
    const i = READING_ORDER.indexOf(slug);
    return i === -1 ? READING_ORDER.length : i;
  };
  examples.sort((a, b) => rank(a.slug) - rank(b.slug) || a.slug.localeCompare(b.slug));
  const map = new Map<string, Example>();
  for (const example of examples) map.set(example.slug, example);
  cache = map;
  return map;
}

export function listExamples(): Example[] {
  return [...loadAll().values()];
}

export function getExample(slug: string): Example | null {
  return loadAll().get(slug) ?? null;
}

export function requireExample(slug: string): Example {
  const example = getExample(slug);
  if (!example) throw new Error(`Unknown example "${slug}" referenced from content.`);
  return example;
}

/** The URL of an example, or of one of its steps (1-based). Throws on a dead link so the build fails. */
export function exampleHref(slug: string, step?: number): string {
  const example = requireExample(slug);
  if (step === undefined) return `/examples/${slug}`;
  if (!Number.isInteger(step) || step < 1 || step > example.steps.length) {
    throw new Error(`Link to ${slug} step ${step}: the example has ${example.steps.length} steps.`);
  }
  return `/examples/${slug}/${step}`;
}
