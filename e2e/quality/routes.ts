// The site's routes, from the content layer and the application pages' list (the same sources the
// app generates its pages and sitemap from): a page added to content/ or to APP_PAGES is crawled,
// checked by axe and by the header checks with no edit here.
import { example, exampleFiles, page, pages } from '../../content/library';
import { APP_PAGES } from '../../i18n/lang';
import { frenchPath } from './french-routes';

export interface ExampleInfo {
  slug: string;
  title: string;
  steps: number;
}

/** In file-name order, as the quality checks always sampled them. */
export const EXAMPLES: ExampleInfo[] = exampleFiles().map(({ example: ex }) => ({ slug: ex.slug, title: ex.title, steps: ex.steps.length }));

/** The home, the applications and the offline page (i18n/lang.ts), in English. */
export const APP_ROUTES: string[] = APP_PAGES.map((a) => a.path);

/** The content pages of the MDX gateway, found in content/. */
export const CONTENT_PAGES: string[] = pages().map((p) => p.href);

/** One step page per example: the middle step, or the last one every other example (where effects finish). */
export const SAMPLE_STEPS: string[] = EXAMPLES.map(
  (ex, i) => `/examples/${ex.slug}/${i % 2 ? ex.steps : Math.max(1, Math.ceil(ex.steps / 2))}`,
);

const first = EXAMPLES[0]!;

/** An embed of the whole example and one of a step. */
export const EMBEDS = [`/embed/${first.slug}`, `/embed/${first.slug}/${first.steps}`];

/** Every kind of page, with every example page and a sample of steps; 404 not included. */
export const ROUTES: string[] = [...APP_ROUTES, ...CONTENT_PAGES, ...EXAMPLES.map((ex) => `/examples/${ex.slug}`), ...SAMPLE_STEPS, ...EMBEDS];

/** Every page there is in English (for header checks): all steps and all embeds too. */
const ALL_ENGLISH_ROUTES: string[] = [
  ...APP_ROUTES,
  ...CONTENT_PAGES,
  ...EXAMPLES.flatMap((ex) => [
    `/examples/${ex.slug}`,
    ...Array.from({ length: ex.steps }, (_, i) => `/examples/${ex.slug}/${i + 1}`),
    `/embed/${ex.slug}`,
    ...Array.from({ length: ex.steps }, (_, i) => `/embed/${ex.slug}/${i + 1}`),
  ]),
];

export const NOT_FOUND = '/quality-check-no-such-page';

// ── The French edition ───────────────────────────────────────────────────────────────────────
// A French page exists when its French content does (the content layer says); the application
// pages always do.
const hasFrench = (route: string) => {
  if (route.startsWith('/examples/') || route.startsWith('/embed/')) return example(route.split('/')[2]!, 'fr') !== null;
  if (CONTENT_PAGES.includes(route)) return page(route.slice(1), 'fr') !== null;
  return true;
};

/** The French twins of `routes` that exist. */
export const frenchRoutes = (routes: readonly string[]): string[] => routes.filter(hasFrench).map(frenchPath);

/**
 * Example pages share one template with each other, in both languages; axe checks every other page
 * and, of the example pages, every English step sample (a different state of each example) and the
 * whole-example pages of these kinds (triggered abilities and the stack, casting from a hand, named
 * options, a face-down round), in English and French, which keeps CI within its time. The crawls
 * (crawl.spec.ts, french.spec.ts) and the header checks still read every page.
 */
const AXE_EXAMPLES = new Set(['four-players-death-triggers', 'rituel-original-casters-turn', 'councils-judgment-vote', 'smallpox-basic']);
const slugOf = (route: string) => route.split('/')[2]!;
const isWholeExample = (route: string) => /^\/examples\/[^/]+$/.test(route);
const englishAxeSample = (route: string) => !isWholeExample(route) || AXE_EXAMPLES.has(slugOf(route));
const frenchAxeSample = (route: string) =>
  !(route.startsWith('/examples/') || route.startsWith('/embed/')) || AXE_EXAMPLES.has(slugOf(route)) || EMBEDS.includes(route);

/** Every kind of page, in English and French, with a sample of the example pages (axe). */
export const ROUTES_BOTH: string[] = [...ROUTES.filter(englishAxeSample), ...frenchRoutes(ROUTES.filter(frenchAxeSample))];

/** Every page there is, in both languages (for header checks): all steps and all embeds too. */
export const ALL_ROUTES: string[] = [...ALL_ENGLISH_ROUTES, ...frenchRoutes(ALL_ENGLISH_ROUTES)];

/** An unknown French address: the French 404 page. */
export const NOT_FOUND_FR = '/fr/pas-de-page-ici';
