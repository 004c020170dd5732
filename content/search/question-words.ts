// The words of a text or a query (search-core.ts indexes and ranks them), and how a query is read as
// a question: the words that only make it a question are dropped, a word and
// its plural (and, in French, its verb endings) are one, and a few words a rules question uses for the
// same thing find each other. The index is read the same way (search-core.ts stems its words).
import type { SearchIndex } from './search-types';
import { fold } from './word-match';

type Lang = NonNullable<SearchIndex['lang']>;

// Words that would match nearly every entry, or that a question adds without being about them
// ("I have no creature", "as the land too"); dropped so that they neither narrow nor add noise.
const STOP_WORDS_EN = new Set(
  (
    'a an and are as at be by can do does for from has have how i if in is it its me my of on or so ' +
    'that the their them there these they this those to too was what when will with would'
  ).split(' '),
);
// The same for a French index (accents folded, as the words are when they are looked up). Not « pas »:
// a question turns on it (« je n'ai pas de créature »), and it finds « aucun » (SYNONYMS_FR).
const STOP_WORDS_FR = new Set(
  (
    'a au aux avec ce ces cette dans de des du elle en est et il ils je l la le les leur leurs ma mes mon ' +
    'ne ni nous on ou par peut pour qu que qui sa se ses si son sont sur ta te tes ton tu un une vos votre vous y'
  ).split(' '),
);
const STOP_WORDS: Record<Lang, ReadonlySet<string>> = { en: STOP_WORDS_EN, fr: STOP_WORDS_FR };

/**
 * Words of a text or query. Keeps rule numbers ("608.2e") and possessives ("opponent's") whole,
 * so a rule number is one term; drops stop words and single letters. French elisions ("l'ordre",
 * "d'une") are split off: "ordre" is the word.
 */
export function tokenize(text: string, lang: Lang = 'en'): string[] {
  const source = lang === 'fr' ? text.replace(/\b(?:[cdjlmnst]|qu)'(?=\p{L})/gu, ' ') : text;
  const words = source.match(/[\p{L}\p{N}]+(?:['.][\p{L}\p{N}]+)*/gu) ?? [];
  const stop = STOP_WORDS[lang];
  return words.filter((w) => w.length > 1 && !stop.has(w));
}

// Words that make a question a question ("who wins the life race", "qui choisit en premier",
// "what does APNAP mean"): dropped from a query, so that the words it is about decide. Kept in the
// index, and kept in a query made of them alone ("who"), which would otherwise find nothing.
const QUESTION_WORDS_EN = new Set(
  'who whom whose which where why what when how do does did can could should may might must am is are was were happens happen happened mean means get gets'.split(' '),
);
const QUESTION_WORDS_FR = new Set(
  // "que se passe-t-il", "que veut dire", "puis-je", "est-ce que", "faut-il", "dois-je".
  'qui quoi quel quelle quels quelles quand comment pourquoi ou est ce puis peux peut dois doit faut passe veut dire il elle ils elles on ai as avons avez ont suis es sommes etes'.split(' '),
);
const QUESTION_WORDS: Record<Lang, ReadonlySet<string>> = { en: QUESTION_WORDS_EN, fr: QUESTION_WORDS_FR };

/**
 * One form for a word and its plural or possessive, in the index and in queries alike: "triggers"
 * finds "trigger", "joueurs" finds "joueur", "opponent's" finds "opponents". Only a final s (not
 * -ss, -us, -is) on words of four letters or more: short words and rule numbers stay as they are.
 */
export function stem(word: string, lang: Lang = 'en'): string {
  if (/\d/.test(word)) return word;
  if (/'s$/.test(word)) return word.slice(0, -2);
  const w = word.length >= 4 && /[^sui]s$/.test(word) ? word.slice(0, -1) : word;
  // French verbs and agreements (accents folded): "sacrifier", "sacrifie", "sacrifient", "sacrifiee"
  // are one word; what is left keeps four letters at least.
  if (lang === 'fr') {
    const m = /^(.{4,}?)(?:ent|er|ez|ee|e)$/.exec(w);
    if (m) return m[1]!;
  }
  return w;
}

// Words a rules question uses for the same thing: who wins a race is said by who loses it, "the next
// player" by "later players", "see" a choice by "know" it; in French « pas de » by « aucun ». Each
// word of a group finds the others (a little below itself), whatever its form (stemmed as the index is).
const SYNONYMS_EN: readonly (readonly string[])[] = [
  ['win', 'won', 'lose', 'lost', 'winner', 'loser'],
  ['trigger', 'triggered'],
  ['no', 'none', 'without'],
  ['next', 'later'],
  ['see', 'know'],
  ['first', 'before'],
];
const SYNONYMS_FR: readonly (readonly string[])[] = [
  ['gagne', 'perd', 'perdre', 'perdu', 'gagnant', 'perdant'],
  ['déclenchement', 'déclenchée'],
  ['pas', 'aucun', 'sans'],
  ['suivant', 'ultérieur'],
  ['voir', 'voit', 'connaît', 'sait'],
];
function synonymTable(groups: readonly (readonly string[])[], lang: Lang): Map<string, readonly string[]> {
  const table = new Map<string, readonly string[]>();
  for (const group of groups) {
    const stems = [...new Set(group.map((w) => stem(fold(w), lang)))];
    for (const w of stems) table.set(w, stems.filter((x) => x !== w));
  }
  return table;
}
export const SYNONYMS: Record<Lang, Map<string, readonly string[]>> = { en: synonymTable(SYNONYMS_EN, 'en'), fr: synonymTable(SYNONYMS_FR, 'fr') };
/** A synonym's match counts this much of the word's own. */
export const SYNONYM_WEIGHT = 0.9;

/** The words of a query that say what it is about: its words without question words, stemmed. */
export function queryTerms(query: string, lang: Lang = 'en'): string[] {
  const words = tokenize(fold(query), lang);
  const about = words.filter((w) => !QUESTION_WORDS[lang].has(w));
  return [...new Set((about.length ? about : words).map((w) => stem(w, lang)))];
}

