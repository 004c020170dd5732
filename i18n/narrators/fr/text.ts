// French building blocks for the engine's narration: lists, plurals through Intl.PluralRules, elision of
// "de" before a vowel ("d'Ana", "de Ben"), card types with their gender, effect names. Card names
// stay in English (tournament Oracle names), but for basic lands, which have French names (Forêt…);
// player names stay as written.
import type { CardType, EffectId } from '@/engine/types';
import { joinList } from '../list';
import { TERMS, type Gender, type TermKey } from './terminology';

const plural = new Intl.PluralRules('fr');

/** The basic land types and basic land cards, as printed in French (design/french.md: « une Forêt », « cinq Îles »). */
export const BASIC_LAND_FR: Readonly<Record<string, string>> = { Plains: 'Plaine', Island: 'Île', Swamp: 'Marais', Mountain: 'Montagne', Forest: 'Forêt' };

/** A card's name on a French page: a basic land by its French name, any other card by its English Oracle name. */
export const cardNameFr = (name: string): string => (Object.hasOwn(BASIC_LAND_FR, name) ? BASIC_LAND_FR[name]! : name);

/**
 * The engine's facts with every card name said in French, at any depth: a `name` or `spell` field, and
 * the strings of a list (`names`, a drill's `answer` or `lands`: player names are never a basic land's
 * name, option ids are lower case). Display only: facts and scenarios keep their English names. The
 * same object when no basic land is named, so most facts are not copied.
 */
export function frenchNames<T>(x: T): T {
  if (Array.isArray(x)) {
    let changed = false;
    const out = x.map((v) => {
      const w = typeof v === 'string' ? cardNameFr(v) : frenchNames(v);
      if (w !== v) changed = true;
      return w;
    });
    return (changed ? out : x) as T;
  }
  if (!x || typeof x !== 'object') return x;
  let out: Record<string, unknown> | null = null;
  for (const [k, v] of Object.entries(x)) {
    const w = typeof v === 'string' ? (NAME_KEYS.has(k) ? cardNameFr(v) : v) : frenchNames(v);
    if (w !== v) (out ??= { ...(x as Record<string, unknown>) })[k] = w;
  }
  return (out ?? x) as T;
}
const NAME_KEYS = new Set(['name', 'spell']);

/** "A", "A et B", "A, B et C" (../list.ts: not Intl.ListFormat, whose set-up is a long task). */
export const list = (items: readonly string[]): string => joinList(items, 'et');
/** "A ou B". */
export const either = (items: readonly string[]): string => joinList(items, 'ou');

/** French plural rules: 0 and 1 are singular (0 point, 1 point, 2 points). */
export const isOne = (n: number): boolean => plural.select(n) === 'one';
/** "1 point de vie", "3 points de vie", "0 point de vie". */
export const count = (n: number, one: string, many: string): string => `${n} ${isOne(n) ? one : many}`;
export const life = (n: number): string => count(n, 'point de vie', 'points de vie');

const VOWEL = /^[aeiouàâäéèêëîïôöùûüœæ]/i;
/** "d'Ana", "de Ben": the preposition elided before a vowel. */
export const de = (name: string): string => (VOWEL.test(name) ? `d’${name}` : `de ${name}`);
/** "qu'Ana", "que Ben". */
export const que = (name: string): string => (VOWEL.test(name) ? `qu’${name}` : `que ${name}`);

/** French typography: a narrow no-break space (U+202F) before ":", ";", "?", "!" and inside « ». */
export const NNBSP = '\u202f';
export const colon = `${NNBSP}:`;
export const semi = `${NNBSP};`;
export const quote = (s: string): string => `«${NNBSP}${s}${NNBSP}»`;

/** L’équipe de deux joueurs : « l’équipe d’Ana et Ben ». */
export const teamFr = (team: readonly string[]): string => `l’équipe ${de(list([...team]))}`;

/** "Grizzly Bears d’Ana, Llanowar Elves de Ben": each card by its name, then whose it is. */
export const whose = (picks: readonly { player: string; name: string }[]): string => list(picks.map((x) => `${x.name} ${de(x.player)}`));

const TYPE_TERM: Record<CardType, TermKey> = {
  artifact: 'artifact',
  creature: 'creature',
  enchantment: 'enchantment',
  land: 'land',
  planeswalker: 'planeswalker',
  battle: 'battle',
  instant: 'instant',
  sorcery: 'sorcery',
};

export const typeWord = (t: CardType): string => TERMS[TYPE_TERM[t]].fr;
export const typeGender = (t: CardType): Gender => (TERMS[TYPE_TERM[t]] as { gender: Gender }).gender;
const article = (g: Gender) => (g === 'f' ? 'une' : 'un');

/** "une créature", "un terrain"; several: "une carte d'artefact, de créature, d'enchantement ou de terrain". */
export function typePhrase(types: readonly CardType[]): string {
  if (types.length === 1) return `${article(typeGender(types[0]!))} ${typeWord(types[0]!)}`;
  return `une carte ${either(types.map((t) => de(typeWord(t))))}`;
}
/** "la créature", "le terrain". */
export const theType = (t: CardType): string => (VOWEL.test(typeWord(t)) ? `l’${typeWord(t)}` : `${typeGender(t) === 'f' ? 'la' : 'le'} ${typeWord(t)}`);
/** "aucune créature", "aucun terrain". */
export const noType = (t: CardType): string => `${typeGender(t) === 'f' ? 'aucune' : 'aucun'} ${typeWord(t)}`;

/** The effects' French names: card names stay English; generic effects are said in French. */
export const EFFECT_NAME: Readonly<Record<EffectId, string>> = {
  'each-player-sacrifices-a-creature': 'Chaque joueur sacrifie une créature',
  'each-player-discards-a-card': 'Chaque joueur se défausse d’une carte',
  smallpox: 'Smallpox',
  cataclysm: 'Cataclysm',
  'stronghold-gambit': 'Stronghold Gambit',
  'councils-judgment': 'Council’s Judgment',
  'show-and-tell': 'Show and Tell',
  hypergenesis: 'Hypergenesis',
  'rituel-original': 'Rituel (formulation d’origine)',
  'rituel-errata': 'Rituel (formulation révisée)',
  'wrath-of-god': 'Wrath of God',
  'villainous-choice': 'Chaque adversaire est confronté à un choix révoltant',
  'start-of-game': 'Le début de la partie',
  'curse-of-echoes': 'Curse of Echoes',
  'each-player-takes-an-extra-turn': 'Chaque joueur joue un tour supplémentaire',
  'day-of-judgment': 'Day of Judgment',
  'permanents-enter-together': 'Des permanents arrivent ensemble (illustration des règles)',
  'wheel-of-fortune': 'Wheel of Fortune',
  'myr-custodian': 'Myr Custodian',
  'broken-ambitions': 'Broken Ambitions',
  'veteran-explorer': 'Veteran Explorer',
  'hakbal-of-the-surging-soul': 'Hakbal of the Surging Soul',
  'each-creature-explores': 'Chaque créature explore (illustration des règles)',
  'change-of-plans': 'Change of Plans',
  'each-creature-connives': 'Chaque créature connive (illustration des règles)',
  combat: 'Combat contre plusieurs joueurs (illustration des règles)',
  'soulfire-eruption': 'Soulfire Eruption',
};

/** What each effect does, in our own French (Rituel: the seed's printed French wordings, verbatim). */
export const EFFECT_TEXT: Readonly<Record<EffectId, string>> = {
  'each-player-sacrifices-a-creature': 'Chaque joueur sacrifie une créature.',
  'each-player-discards-a-card': 'Chaque joueur se défausse d’une carte.',
  smallpox: 'Chaque joueur perd 1 point de vie, se défausse d’une carte, sacrifie une créature de son choix, puis sacrifie un terrain de son choix.',
  cataclysm: 'Chaque joueur choisit, parmi les permanents qu’il contrôle, un artefact, une créature, un enchantement et un terrain, puis sacrifie le reste.',
  'stronghold-gambit': 'Chaque joueur choisit une carte dans sa main. Puis chaque joueur révèle la carte choisie. Le propriétaire de chaque carte de créature ainsi révélée ayant la plus petite valeur de mana la met sur le champ de bataille.',
  'councils-judgment': 'Volonté du conseil — En commençant par vous, chaque joueur vote pour un permanent non-terrain que vous ne contrôlez pas. Exilez chaque permanent qui a obtenu le plus de votes ou qui est à égalité pour le plus de votes.',
  'show-and-tell': 'Chaque joueur peut mettre sur le champ de bataille une carte d’artefact, de créature, d’enchantement ou de terrain depuis sa main.',
  hypergenesis: 'En commençant par vous, chaque joueur peut mettre sur le champ de bataille une carte d’artefact, de créature, d’enchantement ou de terrain depuis sa main. Répétez ce processus jusqu’à ce que personne ne mette de carte sur le champ de bataille.',
  'rituel-original': 'Révélez votre main. Chaque joueur peut choisir une carte non-terrain de votre main et lancer cette carte sans payer son cout de mana.',
  'rituel-errata': 'Révélez votre main.  À commencer par vous, chaque joueur peut choisir une carte non-terrain de votre main et lancer cette carte sans payer son cout de mana.',
  'wrath-of-god': 'Détruisez toutes les créatures. Elles ne peuvent pas être régénérées.',
  'villainous-choice': 'Chaque adversaire est confronté à un choix révoltant — Ce joueur se défausse de sa main, ou ce joueur perd 1 point de vie pour chaque carte dans tous les cimetières.',
  'start-of-game': 'Pendant la mise en place de la partie, le joueur qui commence est considéré comme le joueur actif (101.4e). Chaque joueur déclare s’il prend un mulligan, en commençant par le joueur qui commence, puis tous les mulligans ont lieu en même temps, jusqu’à ce qu’aucun joueur ne prenne de mulligan (103.5) ; dans une partie multijoueur, le premier mulligan d’un joueur ne lui fait mettre aucune carte au-dessous de sa bibliothèque (103.5c). Puis le joueur qui commence, puis chaque autre joueur dans l’ordre du tour, peut effectuer les actions permises par les cartes de sa main de départ (103.6).',
  'curse-of-echoes': 'Enchanter : joueur. À chaque fois que le joueur enchanté lance un sort d’éphémère ou de rituel, chaque autre joueur peut copier ce sort et peut choisir de nouvelles cibles pour la copie qu’il contrôle.',
  'each-player-takes-an-extra-turn': 'Si plusieurs joueurs reçoivent des tours supplémentaires, ces tours sont ajoutés un par un, dans l’ordre APNAP. Le tour créé le plus récemment est joué en premier.',
  'day-of-judgment': 'Détruisez toutes les créatures.',
  'permanents-enter-together': 'Chaque joueur met sur le champ de bataille, en même temps, toutes les cartes d’artefact, de créature, d’enchantement et de terrain de sa main. Leurs horodatages relatifs sont déterminés dans l’ordre APNAP (613.7m).',
  // Ours: the printed French text of Wheel of Fortune was not looked up; the words (« se défausser de
  // sa main », « piocher ») are the printed cards' (terminology.ts).
  'wheel-of-fortune': 'Chaque joueur se défausse de sa main, puis pioche sept cartes.',
  // Gardien myr: Forge's French card list (Card-Forge/forge, forge-gui/res/languages/cardnames-fr-FR.txt,
  // commit 1b288f96ddb08611e6c6180fa004395a4439db82), one third-party copy: medium at best.
  'myr-custodian': 'Quand le Gardien myr arrive sur le champ de bataille, regard 2. Puis chaque adversaire peut appliquer regard 1.',
  // Ambitions brisées: the same list (the 2007 printing, medium): « coût converti de mana » and « met les
  // quatre cartes du dessus de sa bibliothèque dans son cimetière » are the printed words of the time.
  'broken-ambitions': 'Contrecarrez le sort ciblé à moins que son contrôleur ne paye {X}. Confrontez un adversaire. Si vous gagnez, le contrôleur de ce sort met les quatre cartes du dessus de sa bibliothèque dans son cimetière.',
  // Ours: the printed French text of Veteran Explorer was not looked up; the words are New Frontiers'
  // printed French (« Chaque joueur peut chercher dans sa bibliothèque jusqu'à X cartes de terrain de
  // base… la mélange », terminology.ts), with today's « champ de bataille » (french.md).
  'veteran-explorer': 'Quand cette créature meurt, chaque joueur peut chercher dans sa bibliothèque jusqu’à deux cartes de terrain de base, les mettre sur le champ de bataille, puis mélanger sa bibliothèque.',
  // Ours, from the printed words: « explore » (Jadelight Ranger in French, « elle explore »), « conniver »
  // (Wizards FR, Streets of New Capenna mechanics); the printed French texts of Hakbal and Change of
  // Plans were not looked up (terminology.ts).
  'hakbal-of-the-surging-soul': 'Au début du combat pendant votre tour, chaque créature Ondin que vous contrôlez explore.',
  'each-creature-explores': 'Chaque créature explore.',
  'change-of-plans': 'Chacune de X créatures ciblées que vous contrôlez connive. (La seconde phrase de la carte n’est pas simulée.)',
  'each-creature-connives': 'Chaque créature connive.',
  // Ours (a rules illustration, no card): the words are the French rules' (terminology.ts, combat).
  combat: `Le joueur actif attaque plusieurs joueurs${NNBSP}; chaque joueur défenseur déclare les bloqueurs, puis les blessures de combat sont assignées et infligées.`,
  // The printed French text (« Éruption d'âmefeu »), from Forge's French list (Card-Forge/forge,
  // forge-gui/res/languages/cardnames-fr-FR.txt, commit 1b288f96ddb08611e6c6180fa004395a4439db82; one
  // third-party copy), the part the CR quotes (608.2f); « coût converti de mana » becomes today's
  // « valeur de mana », and the card keeps its English name as every card here does.
  'soulfire-eruption': `Choisissez n’importe quel nombre de cibles, créatures, planeswalkers et/ou joueurs. Pour chacune d’elles, exilez la carte du dessus de votre bibliothèque, puis Soulfire Eruption inflige un nombre de blessures égal à la valeur de mana de cette carte à ce permanent ou à ce joueur.`,
};

/**
 * The effect texts shown as a card's text: Rituel's are the seed's printed French wordings; the others
 * are ours (no official French text at hand for all of their wording), so they say so.
 */
export const effectTextShown = (id: EffectId): string =>
  id.startsWith('rituel-') ? EFFECT_TEXT[id] : `${EFFECT_TEXT[id] ?? ''} (notre traduction)`;

/** In a sentence: card names as is, a generic effect in quotes, both Rituels "Rituel". */
export function quotedName(id: EffectId): string {
  if (id.startsWith('rituel-')) return 'Rituel';
  const name = EFFECT_NAME[id] ?? id;
  return /^Chaque /.test(name) ? quote(name) : name;
}

/** The sacrifice event's noun (the engine's `noun` field), in French, plural. */
export const NOUN: Readonly<Record<string, { plural: string; none: string }>> = {
  creatures: { plural: 'créatures', none: 'aucune créature n’a été choisie' },
  lands: { plural: 'terrains', none: 'aucun terrain n’a été choisi' },
  permanents: { plural: 'permanents', none: 'aucun permanent n’a été choisi' },
};

export const WAR_PEACE: Readonly<Record<string, string>> = { war: 'la guerre', peace: 'la paix' };
export const warOrPeace = (c: string): string => WAR_PEACE[c] ?? c;
