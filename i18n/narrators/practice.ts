// A practice narrator, loaded with the drill code (a lazy chunk), so a page loads only its own
// language: en/practice.ts or fr/practice.ts. What each says is the contract of practice-text.ts.
import type { PracticeNarrator } from './practice-text';

export * from './practice-text';

/** The narrator of a page's language, loaded on demand (the French one never loads on an English page). */
export async function loadPracticeNarrator(lang: 'en' | 'fr'): Promise<PracticeNarrator> {
  return lang === 'fr' ? (await import('./fr/practice')).frenchPractice : (await import('./en/practice')).englishPractice;
}
