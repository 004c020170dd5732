// The worked examples: `content/examples/<slug>.json` (scenario, claims, English text) and, for
// French, `content/examples/<slug>.fr.json` beside it ({ title, summary, steps: string[] }: only
// the words; the scenario, the claims and the player names are the English file's).
import fs from 'node:fs';
import path from 'node:path';
import type { Lang } from '@/i18n/lang';
import type { Example } from '@/content/example-types';

/** The French words of an example (i18n design: same step count, same rule numbers cited). */
export interface ExampleTranslation {
  title: string;
  summary: string;
  steps: string[];
}

export interface ExampleFile {
  /** File name under content/examples/ (`smallpox-basic.json`): the golden corpus names it so. */
  file: string;
  example: Example;
}

function readJson<T>(file: string): T {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch (error) {
    throw new Error(`${path.relative(process.cwd(), file)}: ${(error as Error).message}`);
  }
}

/** The English examples, in file-name order. */
export function readExampleFiles(dir: string): ExampleFile[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json') && !/\.[a-z]{2}\.json$/.test(f))
    .sort()
    .map((file) => {
      const example = readJson<Example>(path.join(dir, file));
      if (file !== `${example.slug}.json`) throw new Error(`content/examples/${file}: its slug is "${example.slug}"; the file must be named after it.`);
      return { file, example };
    });
}

/** The example in `lang`: English as written; French from its twin file, or null when it has none. */
export function translateExample(dir: string, example: Example, lang: Lang): Example | null {
  if (lang === 'en') return example;
  const file = path.join(dir, `${example.slug}.${lang}.json`);
  if (!fs.existsSync(file)) return null;
  const words = readJson<ExampleTranslation>(file);
  if (!Array.isArray(words.steps) || words.steps.length !== example.steps.length) {
    throw new Error(`content/examples/${example.slug}.${lang}.json: ${words.steps?.length ?? 0} steps, the example has ${example.steps.length}.`);
  }
  return {
    ...example,
    title: words.title,
    summary: words.summary,
    steps: example.steps.map((step, i) => ({ ...step, narration: words.steps[i]! })),
  };
}

/** Sorts examples in reading order (`content/examples-order.json`); unlisted ones go last, by slug. */
export function inReadingOrder(examples: Example[], order: readonly string[]): Example[] {
  const rank = (slug: string) => {
    const i = order.indexOf(slug);
    return i === -1 ? order.length : i;
  };
  return [...examples].sort((a, b) => rank(a.slug) - rank(b.slug) || a.slug.localeCompare(b.slug));
}

/** The 0-based step of a URL segment ("1" is the first step), or null when it isn't one of `example`'s. */
export function stepIndex(example: Example, step: string | undefined): number | null {
  if (step === undefined) return 0;
  if (!/^[1-9][0-9]*$/.test(step)) return null;
  const index = Number(step) - 1;
  return index < example.steps.length ? index : null;
}
