// The pages a judge opens, in English, each followed by its French twin (i18n/lang.ts `localePath`):
// the home page, the rule pages, the card, rulings and glossary pages, an example page and one of its
// steps, and the applications. To measure another page, add its English path to KEY_PAGES (or pass
// it on the command line). A page the build does not have (yet) is left out by the caller, with a note.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './next-server.mjs';

/** English paths; `EXAMPLE` and `STEP` stand for the first example's page and its second step. */
export const KEY_PAGES = [
  '/',
  '/apnap',
  '/rules/101.4',
  '/rules/608.2e',
  '/rules/603.3b',
  '/rules/805.6',
  // The largest page of the Comprehensive Rules: subsection 702 (Keyword Abilities), ~750 entries.
  '/rules/702',
  '/cards/rituel',
  '/rulings',
  '/glossary',
  'EXAMPLE',
  'STEP',
  '/sandbox',
  '/practice',
];

/** The content layer and the URL mapping, read by tsx from their TypeScript modules. */
async function tsModules() {
  const { tsImport } = await import('tsx/esm/api');
  const load = (file) => tsImport(pathToFileURL(path.join(root, file)).href, import.meta.url);
  return { library: await load('content/library.ts'), lang: await load('i18n/lang.ts') };
}

/** Every key page in both languages, English then French for each: ['/', '/fr', '/rules/101.4', '/fr/regles/101.4', …]. */
export async function keyPages() {
  const { library, lang } = await tsModules();
  const { example } = library.exampleFiles()[0];
  const stand = { EXAMPLE: library.exampleHref(example.slug), STEP: library.exampleHref(example.slug, Math.min(2, example.steps.length)) };
  return KEY_PAGES.map((p) => stand[p] ?? p).flatMap((p) => [p, lang.localePath('fr', p)]);
}

/** The French twin of an English path (extra pages given on the command line). */
export async function frenchTwin(english) {
  const { lang } = await tsModules();
  return lang.localePath('fr', english);
}
