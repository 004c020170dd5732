// The narrator of a language, loaded when a client component is about to narrate: the interactive
// simulator (SimulatorIsland) and the drills (PracticeIsland) call it with their own chunk, so a
// French page that only shows server-rendered simulators never downloads the French narrator (and
// the engine code it brings, about 30 kB gzipped). English is always there (i18n/narrators).
import type { Lang } from '@/i18n/lang';

export function loadNarrator(lang: Lang): Promise<unknown> {
  return lang === 'fr' ? import('@/i18n/narrators/fr') : Promise.resolve();
}
