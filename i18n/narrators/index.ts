// One narrator per language (./en, ./fr): everything the UI, "Copy as text", the sandbox, `judge`
// and the Open Graph images say about the engine's facts. Components call `narratorFor(lang)`.
//
// The French narrator is not imported here, so English pages never load it: importing
// `@/i18n/narrators/fr` registers it. Client components load it with their own code before they
// narrate (components/i18n/load-narrator.ts: the interactive simulator, the drills, the sandbox);
// server code that narrates
// in French imports `@/i18n/narrators/fr` itself (or uses its `frenchNarrator`), since the server's
// module graph is its own. Asking for French before that is an error said plainly.
//
// Practice drills have their own narrators, loaded with the drill code (./practice.ts, ./*/practice.ts).
import type { Lang } from '@/i18n/lang';
import { englishNarrator } from './en';
import type { Narrator } from './types';

export type { Narrator, ShareSource, Verdict } from './types';
export { englishNarrator };

const registered: Partial<Record<Lang, Narrator>> = { en: englishNarrator };

/** Called by a language's narrator module when it is loaded (./fr/index.ts). */
export function registerNarrator(n: Narrator): void {
  registered[n.lang] = n;
}

export function narratorFor(lang: Lang): Narrator {
  const n = registered[lang];
  if (!n) throw new Error(`The ${lang} narrator is not loaded: import '@/i18n/narrators/${lang}' on ${lang} pages (components/i18n/load-narrator.ts).`);
  return n;
}
