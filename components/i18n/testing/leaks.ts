// Test-only: telling English words in a French text. A French text leaks when, once the game's own
// names (players, cards, effects: the same in both languages), rule numbers and quoted input are
// set aside, it uses a word that the English texts it stands beside use.
import { EFFECTS } from '@/engine';
import type { GameState } from '@/engine/types';

/** The effects' card names (English in both languages) and both spellings of the apostrophe. */
const EFFECT_NAMES = EFFECTS.flatMap((e) => [e.name, e.name.replace(/'/g, '’')]).concat(['Archangels', 'Archangel of Strife', 'Blood Artist', 'Zulaport Cutthroat']);

/** Player names, card names and ids, effect names: the game's own names, the same in both languages. */
export function withoutNames(text: string, state: Pick<GameState, 'players' | 'cards'>): string {
  const names = [...state.players, ...Object.values(state.cards).map((c) => c.name), ...Object.keys(state.cards), ...EFFECT_NAMES];
  let t = text;
  for (const n of names.sort((a, b) => b.length - a.length)) t = t.split(n).join(' ');
  return t;
}

/** Words, once rule numbers ("603.3b") and quoted input (« x », "x": echoed as given) are set aside. */
export const words = (t: string): string[] =>
  t
    .replace(/\b\d{3}\.\d+[a-z]?\b/g, ' ')
    .replace(/«[^»]*»|"[^"]*"/g, ' ')
    .toLowerCase()
    .match(/[a-zà-ÿœæ’']+/g) ?? [];

/** Words spelled the same in both languages (checked one by one): not a sign of English. */
export const SAME_IN_BOTH = new Set(['a', 'on', 'option', 'options', 'vote', 'votes', 'permanent', 'permanents', 'min', 'max', 'rituel', 'apnap', 'mana', 'bluff', 'face', 'moment', 'action', 'actions', 'simultaneous', 'zone', 'flash', 'total', 'table', 'active', 'copies', 'mulligan', 'mulligans', 'exception', 'possible', 'impossible', 'place', 'combat']);

export interface TextPair {
  en: string;
  fr: string;
  state: Pick<GameState, 'players' | 'cards'>;
  what: string;
}

/** The English texts' vocabulary (names and words the same in both languages left out). */
export function englishVocabulary(pairs: readonly TextPair[]): Set<string> {
  const english = new Set<string>();
  for (const p of pairs) for (const w of words(withoutNames(p.en, p.state))) english.add(w);
  english.delete('');
  for (const w of SAME_IN_BOTH) english.delete(w);
  return english;
}

/** Each English word found in a French text, once, with the text it was found in ('' when none). */
export function leaks(pairs: readonly TextPair[], english: ReadonlySet<string>): string {
  const found = new Map<string, string>();
  for (const p of pairs) {
    for (const w of words(withoutNames(p.fr, p.state))) if (english.has(w) && !found.has(w)) found.set(w, `${p.what}: ${p.fr}`);
  }
  return [...found.entries()].map(([w, t]) => `“${w}” in ${t}`).join('\n');
}
