// The content layer: the ONLY reader of content/ (server-only: it reads the file system at build
// time). Pages are found on disk (`content/<path>.mdx`, French `<path>.fr.mdx` beside it), described
// by their YAML frontmatter, their headings read from the MDX syntax tree; examples, rulings and the
// glossary likewise. Adding a rule page = one MDX file (and its French twin); nothing else.
// content/only-reader.test.ts fails when another module reads content/. The compiled pages come
// from content/load-page.ts (`loadPage`), kept apart so that the layout's import of this module
// does not pull every page's simulators into every page's JavaScript.
import path from 'node:path';
import type { Lang } from '@/i18n/lang';
import { openLibrary } from './lib/open';
import { searchDocuments as sourcesOf, searchIndex as indexOf } from './search/sources';
export { rulesIndex } from './search/sources';
import { sitePaths as pathsOf } from './lib/site-paths';
import { examplesByRule } from './lib/apnap-map';

export type { ContentPage, Heading, PageMeta } from './lib/pages';
export type { GlossaryEntry, RituelWordingsData, Ruling, SeedRule } from './lib/data';
export type { DefinitionPart, GlossaryGroup, GlossaryItem } from './lib/cr-glossary';
export type { ExampleFile, ExampleTranslation } from './lib/examples';
export type { Example, ExampleStep, StepClaim } from './example-types';
export { buildSearchIndex, type IndexSources } from './search/build-index';
export { openLibrary, type FamilyRow, type Library } from './lib/open';
export { exampleTimeline, stepCaption, stepTitle } from './lib/example-steps';

/** The site's content folder (the build and the tests run from the repository root). */
export const CONTENT_DIR = path.join(process.cwd(), 'content');

const library = openLibrary(CONTENT_DIR);

export const {
  pages,
  page,
  pageSource,
  headings,
  anchors,
  pageParams,
  examples,
  example,
  requireExample,
  exampleFiles,
  readingOrder,
  exampleAt,
  exampleHref,
  exampleParams,
  exampleStepParams,
  ruleHref,
  ruleHrefs,
  seedRules,
  seedRule,
  rituel,
  rulings,
  glossary,
  glossaryPage,
  family,
} = library;

/** The search index's sources in `lang` (pages, examples, rulings, glossary, step captions). */
export const searchDocuments = (lang: Lang = 'en') => sourcesOf(library, lang);

/** The search index the build writes to public/generated/ for `lang`. */
export const searchIndex = (lang: Lang = 'en') => indexOf(library, lang);

/** Every page of the site in `lang`: applications, content pages, examples, their steps and embeds. */
export const sitePaths = (lang: Lang = 'en') => pathsOf(library, lang);

/**
 * What the computed APNAP map is made of, given the rules that say APNAP order (the newest edition's:
 * `apnapRules()` of content/cr/reader, which this module does not import, so that the end-to-end
 * tests can read the library without the CR dataset's JSON).
 */
export const apnapInputs = (saying: readonly string[]) => library.apnapInputs(saying);

/** The worked examples that check rule `id` (its own examples, and those of the family rows covering it), in `lang`. */
export function simulators(id: string, lang: Lang = 'en'): { slug: string; title: string; href: string }[] {
  const slugs = examplesByRule(library.apnapInputs([])).get(id) ?? [];
  return slugs.flatMap((slug) => {
    const ex = library.example(slug, lang) ?? library.example(slug, 'en');
    return ex ? [{ slug, title: ex.title, href: library.exampleHref(slug, undefined, lang) }] : [];
  });
}
export { apnapMap, type ApnapMap, type MapRow } from './lib/apnap-map';
