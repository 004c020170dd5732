// What the search index is built from, read through the content library (Node only: the build
// script and the tests): every page, example, ruling and glossary entry of one language.
import type { Lang } from '@/i18n/lang';
import type { SearchIndex } from './search-types';
import type { Library } from '../lib/open';
import { stepCaption } from '../lib/example-steps';
import { buildSearchIndex, type IndexSources } from './build-index';
import { NEWEST_EDITION, rule, ruleIds } from '../cr/reader';
import { buildCrIndex, type CrIndex } from './cr-index';

/** The index's sources in `lang`; step captions come from the engine's log, as on the step pages. */
export function searchDocuments(lib: Library, lang: Lang = 'en'): IndexSources {
  return {
    lang,
    ruleHref: (rule) => lib.ruleHref(rule, lang),
    seedRules: lib.seedRules(),
    pages: lib.pages(lang).map((p) => ({ route: p.path, source: lib.pageSource(p.path, lang)!.source })),
    // File-name order, as the index was always built (the ranker breaks ties by position).
    examples: lib.exampleFiles().flatMap(({ example }) => lib.example(example.slug, lang) ?? []),
    rulings: lib.rulings(lang),
    glossary: lib.glossary(lang),
    stepCaption: (slug, index) => {
      const example = lib.example(slug, lang);
      try {
        // In French, the French narrator's line (as on the French step pages).
        return example ? stepCaption(example, index, lang) : null;
      } catch {
        return null;
      }
    },
  };
}

/** The index exactly as the build writes it. New content is indexed by this one path. */
export function searchIndex(lib: Library, lang: Lang = 'en'): SearchIndex {
  return buildSearchIndex(searchDocuments(lib, lang));
}

/** The Comprehensive Rules' index as the build writes it (public/generated/cr-index.json). */
export function rulesIndex(): CrIndex {
  return buildCrIndex(NEWEST_EDITION, ruleIds().map((id) => rule(id)!));
}
