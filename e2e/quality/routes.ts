// The site's routes, from the content layer and the application pages' list (the same sources the
// app generates its pages and sitemap from): a page added to content/ or to APP_PAGES is crawled
// (links, headers, languages, phone widths) with no edit here.
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
 * One page of each template (axe, in both colour schemes): the pages of a template differ in words,
 * not in structure, so one each is enough; the languages alternate so that both editions' words and
 * labels are checked. The rule and example pages with the most simulators, and /sandbox and
 * /practice, are checked in their interactive states by a11y.spec.ts, sandbox.spec.ts and
 * practice.spec.ts.
 */
export const TEMPLATES: { template: string; route: string }[] = [
  { template: 'home', route: '/' },
  { template: 'rule page', route: frenchPath('/rules/603.3b') },
  { template: 'card page', route: '/cards/rituel' },
  { template: 'glossary', route: frenchPath('/glossary') },
  { template: 'rulings', route: '/rulings' },
  { template: 'examples index', route: frenchPath('/examples') },
  { template: 'example page (face-down choices, 101.4a)', route: '/examples/liliana-discard' },
  { template: 'example step page (abilities on the stack)', route: frenchPath('/examples/four-players-death-triggers/8') },
  { template: 'embed of a step', route: `/embed/${first.slug}/${first.steps}` },
  { template: 'offline page', route: frenchPath('/offline') },
];

/**
 * The pages a reader on a phone opens first (the sideways-scrolling check): every application and
 * content page in both languages, and one step page per example in French, whose words and card
 * names run longest (a step page's template is the same in both languages).
 */
export const PHONE_PAGES: string[] = (() => {
  const english = [...APP_ROUTES, ...CONTENT_PAGES];
  return [...english, ...frenchRoutes([...english, ...SAMPLE_STEPS])];
})();

// ── The Comprehensive Rules' pages ───────────────────────────────────────────────────────────
// Thousands of addresses (every entry of the newest held edition in two languages, its history, 85
// editions): CI crawls every page kind through a sample; CRAWL_ALL=1 crawls every rule page of the
// newest edition and every history page their links reach (edition pages stay sampled: 85 × 3,000).

/** Crawl every rule page rather than the sample (`CRAWL_ALL=1 npx playwright test e2e/quality/crawl.spec.ts`). */
export const CRAWL_ALL = process.env.CRAWL_ALL === '1';

/** A section, a subsection (702, the largest), a rule, a subrule, a subrule of a featured rule, a number that meant another rule, histories, an edition and a date between two held editions. */
const CR_SAMPLE_EN = [
  '/rules/7',
  '/rules/702',
  '/rules/702.19',
  '/rules/702.19b',
  '/rules/101.4a',
  '/rules/701.32', // the Vote rule's number until 2025-04-04 (moved to 701.38): another rule's since
  '/rules/702.19b/history',
  '/rules/701.38/history',
  '/rules/101.4/history?from=2009-07-11&to=2026-01-16',
  '/editions/2026-01-16',
  '/editions/2015-01-01/101.4',
];
export const CR_SAMPLE: string[] = [...CR_SAMPLE_EN, ...CR_SAMPLE_EN.map(frenchPath)];

/** A Comprehensive Rules page that is not a featured page: /rules/<n>[/history], /editions/…, in either language. */
export function isCrPage(path: string): boolean {
  const bare = path.replace(/^\/fr(?=\/)/, '').replace(/^\/regles\//, '/rules/').replace(/\/historique$/, '/history');
  if (bare.startsWith('/editions/')) return true;
  return /^\/rules\/[^/]+(?:\/history)?$/.test(bare.split('?')[0]!) && !CONTENT_PAGES.includes(bare);
}

/** Whether the crawl fetches a CR page it finds linked: in the sample, or every rule and history page with CRAWL_ALL. */
export const crawlsCrPage = (path: string) => CR_SAMPLE.includes(path) || (CRAWL_ALL && !/^(?:\/fr)?\/editions\//.test(path));

/** Every page there is, in both languages (for header checks): all steps and all embeds too, and the CR sample. */
export const ALL_ROUTES: string[] = [...ALL_ENGLISH_ROUTES, ...frenchRoutes(ALL_ENGLISH_ROUTES), ...CR_SAMPLE];

/** An unknown French address: the French 404 page. */
export const NOT_FOUND_FR = '/fr/pas-de-page-ici';
