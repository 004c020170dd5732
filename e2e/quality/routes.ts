// The site's routes, read from content/ (the same source the app generates its pages from).
import fs from 'node:fs';
import path from 'node:path';
import { frenchPath } from './french-routes';

export interface ExampleInfo {
  slug: string;
  title: string;
  steps: number;
}

const EXAMPLES_DIR = path.join(process.cwd(), 'content', 'examples');

export const EXAMPLES: ExampleInfo[] = fs
  .readdirSync(EXAMPLES_DIR)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((f) => {
    const ex = JSON.parse(fs.readFileSync(path.join(EXAMPLES_DIR, f), 'utf8')) as { slug: string; title: string; steps: unknown[] };
    return { slug: ex.slug, title: ex.title, steps: ex.steps.length };
  });

/** The content pages of the MDX gateway (components/content/pages.ts). */
export const CONTENT_PAGES = ['/rules/101.4', '/rules/608.2e', '/rules/603.3b', '/cards/rituel', '/rulings', '/glossary'];

/** One step page per example: the middle step, or the last one every other example (where effects finish). */
export const SAMPLE_STEPS: string[] = EXAMPLES.map(
  (ex, i) => `/examples/${ex.slug}/${i % 2 ? ex.steps : Math.max(1, Math.ceil(ex.steps / 2))}`,
);

const first = EXAMPLES[0]!;

/** An embed of the whole example and one of a step. */
export const EMBEDS = [`/embed/${first.slug}`, `/embed/${first.slug}/${first.steps}`];

/** Every kind of page, with every example page and a sample of steps; 404 not included. */
export const ROUTES: string[] = [
  '/',
  ...CONTENT_PAGES,
  '/examples',
  ...EXAMPLES.map((ex) => `/examples/${ex.slug}`),
  ...SAMPLE_STEPS,
  '/sandbox',
  '/practice',
  ...EMBEDS,
];

/** Every page there is in English (for header checks): all steps and all embeds too. */
const ALL_ENGLISH_ROUTES: string[] = [
  '/',
  ...CONTENT_PAGES,
  '/examples',
  '/sandbox',
  '/practice',
  ...EXAMPLES.flatMap((ex) => [
    `/examples/${ex.slug}`,
    ...Array.from({ length: ex.steps }, (_, i) => `/examples/${ex.slug}/${i + 1}`),
    `/embed/${ex.slug}`,
    ...Array.from({ length: ex.steps }, (_, i) => `/embed/${ex.slug}/${i + 1}`),
  ]),
];

export const NOT_FOUND = '/quality-check-no-such-page';

// ── The French edition ───────────────────────────────────────────────────────────────────────
// A French page exists when its French content does (content/<page>.fr.mdx,
// content/examples/<slug>.fr.json); the home, examples index, sandbox and practice always do.
const CONTENT_DIR = path.join(process.cwd(), 'content');
const hasFrench = (route: string) => {
  if (route.startsWith('/examples/') || route.startsWith('/embed/')) {
    const slug = route.split('/')[2]!;
    return fs.existsSync(path.join(EXAMPLES_DIR, `${slug}.fr.json`));
  }
  if (CONTENT_PAGES.includes(route)) return fs.existsSync(path.join(CONTENT_DIR, `${route.slice(1)}.fr.mdx`));
  return true;
};

/** The French twins of `routes` that exist. */
export const frenchRoutes = (routes: readonly string[]): string[] => routes.filter(hasFrench).map(frenchPath);

/** Every kind of page in both languages (axe, the browser checks). */
export const ROUTES_BOTH: string[] = [...ROUTES, ...frenchRoutes(ROUTES)];

/** Every page there is, in both languages (for header checks): all steps and all embeds too. */
export const ALL_ROUTES: string[] = [...ALL_ENGLISH_ROUTES, ...frenchRoutes(ALL_ENGLISH_ROUTES)];

/** An unknown French address: the French 404 page. */
export const NOT_FOUND_FR = '/fr/pas-de-page-ici';
