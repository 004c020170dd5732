// The one terminology table of the French edition: English Magic term → the official French
// vocabulary printed on French cards and used in the French Comprehensive Rules. Narration,
// messages and content take their words from here; `FORBIDDEN` lists the slips a test looks for
// in every French text (wrong term, verb without its pronoun, missing accent).

export type Gender = 'm' | 'f';

export interface Term {
  /** The English term as the English site writes it. */
  en: string;
  /** The official French term. */
  fr: string;
  /** For nouns: the gender the articles and agreements follow. */
  gender?: Gender;
  /** For nouns: the plural, when it is not `fr` + "s". */
  plural?: string;
}

export const TERMS = {
  // Players and turns (102.1, 500.x)
  activePlayer: { en: 'active player', fr: 'joueur actif', gender: 'm' },
  nonactivePlayer: { en: 'nonactive player', fr: 'joueur non-actif', gender: 'm' },
  apnapOrder: { en: 'APNAP order', fr: 'ordre APNAP (joueur actif, joueur non-actif)', gender: 'm' },
  turnOrder: { en: 'turn order', fr: 'ordre du tour', gender: 'm' },
  turn: { en: 'turn', fr: 'tour', gender: 'm' },
  player: { en: 'player', fr: 'joueur', gender: 'm' },
  opponent: { en: 'opponent', fr: 'adversaire', gender: 'm' },
  controller: { en: 'controller', fr: 'contrôleur', gender: 'm' },
  owner: { en: 'owner', fr: 'propriétaire', gender: 'm' },
  control: { en: 'control', fr: 'contrôler' },
  own: { en: 'own', fr: 'posséder' },
  // Zones (400.1)
  battlefield: { en: 'battlefield', fr: 'champ de bataille', gender: 'm', plural: 'champs de bataille' },
  graveyard: { en: 'graveyard', fr: 'cimetière', gender: 'm' },
  library: { en: 'library', fr: 'bibliothèque', gender: 'f' },
  hand: { en: 'hand', fr: 'main', gender: 'f' },
  stack: { en: 'stack', fr: 'pile', gender: 'f' },
  exile: { en: 'exile', fr: 'exil', gender: 'm' },
  // Card types (300.1)
  artifact: { en: 'artifact', fr: 'artefact', gender: 'm' },
  creature: { en: 'creature', fr: 'créature', gender: 'f' },
  enchantment: { en: 'enchantment', fr: 'enchantement', gender: 'm' },
  land: { en: 'land', fr: 'terrain', gender: 'm' },
  planeswalker: { en: 'planeswalker', fr: 'planeswalker', gender: 'm' },
  battle: { en: 'battle', fr: 'bataille', gender: 'f' },
  instant: { en: 'instant', fr: 'éphémère', gender: 'm' },
  sorcery: { en: 'sorcery', fr: 'rituel', gender: 'm', plural: 'rituels' },
  permanent: { en: 'permanent', fr: 'permanent', gender: 'm' },
  nonlandPermanent: { en: 'nonland permanent', fr: 'permanent non-terrain', gender: 'm', plural: 'permanents non-terrain' },
  nonlandCard: { en: 'nonland card', fr: 'carte non-terrain', gender: 'f', plural: 'cartes non-terrain' },
  card: { en: 'card', fr: 'carte', gender: 'f' },
  spell: { en: 'spell', fr: 'sort', gender: 'm' },
  manaValue: { en: 'mana value', fr: 'valeur de mana', gender: 'f', plural: 'valeurs de mana' },
  manaCost: { en: 'mana cost', fr: 'coût de mana', gender: 'm', plural: 'coûts de mana' },
  // Actions (701.x)
  sacrifice: { en: 'sacrifice', fr: 'sacrifier' },
  discard: { en: 'discard', fr: 'se défausser' },
  cast: { en: 'cast', fr: 'lancer' },
  destroy: { en: 'destroy', fr: 'détruire' },
  reveal: { en: 'reveal', fr: 'révéler' },
  exileVerb: { en: 'exile', fr: 'exiler' },
  target: { en: 'target', fr: 'cibler' },
  targetNoun: { en: 'target', fr: 'cible', gender: 'f' },
  putOnStack: { en: 'put on the stack', fr: 'mettre sur la pile' },
  resolve: { en: 'resolve', fr: 'se résoudre' },
  vote: { en: 'vote', fr: 'vote', gender: 'm' },
  die: { en: 'die', fr: 'mourir' },
  counter: { en: 'counter', fr: 'contrecarrer' },
  // Abilities, rules, the game's end (603, 704, 104)
  triggeredAbility: { en: 'triggered ability', fr: 'capacité déclenchée', gender: 'f', plural: 'capacités déclenchées' },
  ability: { en: 'ability', fr: 'capacité', gender: 'f' },
  stateBasedAction: { en: 'state-based action', fr: 'action basée sur un état', gender: 'f', plural: 'actions basées sur un état' },
  life: { en: 'life', fr: 'points de vie', gender: 'm' },
  loseGame: { en: 'lose the game', fr: 'perdre la partie' },
  winGame: { en: 'win the game', fr: 'gagner la partie' },
  draw: { en: 'draw (game)', fr: 'partie nulle', gender: 'f' },
  // « piocher »: « Si vous deviez piocher une carte… » (Jace, Wielder of Mysteries in French: Forge's
  // French card list, Card-Forge/forge cardnames-fr-FR.txt, commit 1b288f96ddb08611e6c6180fa004395a4439db82).
  drawCard: { en: 'draw a card', fr: 'piocher' },
  // « regard N »: « +2 : Regard 2. » (Nissa, intendante des éléments, Gatherer multiverse id 427713, as
  // stored by MagicTheGathering/mtg-sdk-kotlin, MtgCardDeserializerTests.kt, commit 6362430561083b40ea86de8956538f1264e761ee):
  // high. « appliquer regard 1 » (several players): Myr Custodian in Forge's French card list (Card-Forge/forge
  // cardnames-fr-FR.txt, commit 1b288f96ddb08611e6c6180fa004395a4439db82), one copy only: medium.
  scry: { en: 'scry', fr: 'regard', gender: 'm' },
  // « Confrontez un adversaire », « joueur impliqué dans la confrontation »: Broken Ambitions (« Ambitions
  // brisées », 2007) in Forge's French card list, same commit; one third-party copy: medium.
  clash: { en: 'clash', fr: 'confronter' },
  clashNoun: { en: 'clash', fr: 'confrontation', gender: 'f' },
  // « meulez trois cartes » (Bristlebud Farmer in Forge's French card list, same commit): medium.
  mill: { en: 'mill', fr: 'meuler' },
  // « au-dessus ou au-dessous de celle-ci » (Ambitions brisées, above); « mettez le permanent ciblé au-dessus
  // de la bibliothèque de son propriétaire » (the plane Rabiah, http://managuideapp.com/card/ohop_fr_33): high.
  libraryTop: { en: 'on top of their library', fr: 'au-dessus de sa bibliothèque' },
  libraryBottom: { en: 'on the bottom of their library', fr: 'au-dessous de sa bibliothèque' },
  // « chercher » (701.23): « Cherchez dans votre bibliothèque une carte de forêt… puis mélangez. » (Ent
  // généreux, the French printing of Generous Ent, Gatherer multiverse id 617782, as MTGJSON stores it in
  // lua-card-engine/ce_expansion_magic_ltr, lua/ce_expansion_magic_ltr/cards/generous_ent.lua); several
  // players: « Chaque joueur peut chercher dans sa bibliothèque jusqu'à X cartes de terrain de base »
  // (New Frontiers, « Nouvelles frontières », Forge's French card list, commit 1b288f96ddb08611e6c6180fa004395a4439db82).
  search: { en: 'search', fr: 'chercher' },
  // « carte de terrain de base »: New Frontiers in French (above).
  basicLandCard: { en: 'basic land card', fr: 'carte de terrain de base', gender: 'f', plural: 'cartes de terrain de base' },
  // « mélanger » (701.24): « puis mélangez » (Ent généreux, above).
  shuffle: { en: 'shuffle', fr: 'mélanger' },
  // « explorer »: « Quand la Ranger jadefeu arrive sur le champ de bataille, elle explore » (Jadelight Ranger in
  // French, Forge's French card list, Card-Forge/forge cardnames-fr-FR.txt, commit 1b288f96ddb08611e6c6180fa004395a4439db82;
  // one copy of the printed texts: medium).
  explore: { en: 'explore', fr: 'explorer' },
  // « conniver »: Wizards FR, https://magic.wizards.com/fr/news/feature/streets-of-new-capenna-mechanics-2022-04-07
  // (« Si une créature que vous contrôlez est instruite de conniver… », « la créature qui a connivé »). Never « intriguer ».
  connive: { en: 'connive', fr: 'conniver' },
  // « marqueur +1/+1 »: the same printed reminder texts (« mettez un marqueur +1/+1 sur cette créature »).
  plusOneCounter: { en: '+1/+1 counter', fr: 'marqueur +1/+1', gender: 'm', plural: 'marqueurs +1/+1' },
  // « la carte du dessus de votre bibliothèque », « remettez la carte au-dessus de votre bibliothèque »: Jadelight Ranger's reminder text (above).
  topOfLibrary: { en: 'top of their library', fr: 'au-dessus de sa bibliothèque' },
  // Ours: the creature type Merfolk is « Ondin » on French cards as far as we know, but no stored source was found.
  merfolk: { en: 'Merfolk', fr: 'Ondin', gender: 'm' },
  // Combat (506-511, 802). « blessures de combat », « assigne ses blessures de combat », « répartir »,
  // « créature(s) attaquante(s) / bloqueuse(s) », « créature bloquée », « joueur défenseur »: French CR
  // 2011, 510.1 and 510.1c (http://www.lotusnoir.info/magic/regles/?c=510) and 802.2
  // (https://www.lotusnoir.info/magic/regles/?c=802); « bloqueurs »: « 509. Étape de déclaration des
  // bloqueurs », French CR chapter list (https://www.magic-ville.fr/fr/regles/reglesoff?ch=707.10&lang=fra).
  // « option d'attaque de plusieurs joueurs »: French CR 2011, title of 802 (same lotusnoir page).
  combatDamage: { en: 'combat damage', fr: 'blessures de combat', gender: 'f', plural: 'blessures de combat' },
  assignDamage: { en: 'assign combat damage', fr: 'assigner ses blessures de combat' },
  divideDamage: { en: 'divide', fr: 'répartir' },
  blocker: { en: 'blocker', fr: 'bloqueur', gender: 'm' },
  blockingCreature: { en: 'blocking creature', fr: 'créature bloqueuse', gender: 'f', plural: 'créatures bloqueuses' },
  blockedCreature: { en: 'blocked creature', fr: 'créature bloquée', gender: 'f', plural: 'créatures bloquées' },
  attackingCreature: { en: 'attacking creature', fr: 'créature attaquante', gender: 'f', plural: 'créatures attaquantes' },
  attackingPlayer: { en: 'attacking player', fr: 'joueur attaquant', gender: 'm', plural: 'joueurs attaquants' },
  defendingPlayer: { en: 'defending player', fr: 'joueur défenseur', gender: 'm', plural: 'joueurs défenseurs' },
  attackMultiplePlayers: { en: 'attack multiple players option', fr: 'option d’attaque de plusieurs joueurs', gender: 'f' },
  // 608.2f, Soulfire Eruption (« Éruption d'âmefeu »): « exilez la carte du dessus de votre bibliothèque, puis
  // […] inflige un nombre de blessures égal au coût converti de mana de cette carte » (Forge's French list,
  // Card-Forge/forge, forge-gui/res/languages/cardnames-fr-FR.txt, commit 1b288f96; one copy of the printed text).
  exileTopCard: { en: 'exile the top card of your library', fr: 'exiler la carte du dessus de sa bibliothèque' },
  faceDown: { en: 'face down', fr: 'face cachée' },
  faceUp: { en: 'face up', fr: 'face visible' },
  war: { en: 'war', fr: 'guerre', gender: 'f' },
  peace: { en: 'peace', fr: 'paix', gender: 'f' },
} as const satisfies Record<string, Term>;

export type TermKey = keyof typeof TERMS;

/** The French word for a term: `fr('graveyard')` → "cimetière". */
export const fr = (k: TermKey): string => TERMS[k].fr;

/** Its plural (nouns): `frPlural('creature')` → "créatures". */
export const frPlural = (k: TermKey): string => {
  const t: Term = TERMS[k];
  return t.plural ?? `${t.fr}s`;
};

/**
 * Slips that a French text must never contain: the pattern, and the table's word to use instead.
 * Each is a real mistake seen in unofficial translations (the official term differs).
 */
/** Elision: "l’artefact", "d’Ana", "qu’Ana", never "le artefact", "de Ana" (player and card names too). */
export const ELISION = { pattern: /(?<![\p{L}’'-])(?:le|la|de|que|ne|se|je|me|te) [aeiouéèêàâîôûAEIOUÉÈÊÀÂÎÔÛ]/u, use: 'l’, d’, qu’, n’, s’ (élision)' };

export const FORBIDDEN: readonly { pattern: RegExp; use: string }[] = [
  // French CR 102.1 « les joueurs non-actifs », 810.7a « équipe non-active »: with the hyphen.
  { pattern: /(?<!\p{L})non (?:actif|active)s?(?!\p{L})|(?<!\p{L})(?:joueurs?|équipes?) (?:inactif|inactive|passif|passive)s?(?!\p{L})/iu, use: `${TERMS.nonactivePlayer.fr} (non-actif, non-active)` },
  // "se défausser (de)" is pronominal: never "défausser une carte", "il défausse".
  { pattern: /(?<!\b(?:se|me|te|nous|vous) |\b[smt][’']|\b[smt][’']en )défauss(?:er|e|es|ent|ez|a|ant)(?![a-zà-ÿ])/i, use: TERMS.discard.fr },
  // "se résoudre": never "résoudre la capacité" nor "la capacité résout".
  { pattern: /(?<!\b(?:se|nous|vous) |\bs[’'])r[ée]so(?:udre|ut|lvent)(?![a-zà-ÿ])/i, use: TERMS.resolve.fr },
  // Accents the official terms carry.
  { pattern: /\b(?:cimetiere|bibliotheque|creature|ephemere|controleur|proprietaire|capacite|declenchee|revele|detruit)s?\b/i, use: 'les accents du tableau' },
  { pattern: /\bcapacit[ée]s? (?:de d[ée]clenchement|trigger)|\btriggers?\b/i, use: TERMS.triggeredAbility.fr },
  { pattern: /\bactions? (?:bas[ée]es? sur (?:l'|les )[ée]tats?|d[’'][ée]tat)\b/i, use: TERMS.stateBasedAction.fr },
  { pattern: /\bterrain de bataille\b/i, use: TERMS.battlefield.fr },
  { pattern: /\bsorcellerie\b/i, use: TERMS.sorcery.fr },
  { pattern: /\binstantan[ée]s?\b/i, use: TERMS.instant.fr },
  { pattern: /\bpoints? de vies\b|\b\d+ vies?\b/i, use: TERMS.life.fr },
  { pattern: /\bjet(?:er|te|tent) (?:un|le|les|ce) sorts?\b/i, use: TERMS.cast.fr },
  { pattern: /\bperd(?:re|ent)? le jeu\b|\bgagne(?:r|nt)? le jeu\b/i, use: TERMS.loseGame.fr },
  ELISION,
  { pattern: /\bface (?:cach[ée]es|visibles)\b/i, use: `${TERMS.faceDown.fr} / ${TERMS.faceUp.fr} (invariable)` },
  // Drawing a card is « piocher » on every French card, never « tirer une carte ».
  { pattern: /\btir(?:er|e|ent|ez) (?:une|des|sept|\d+) cartes?\b/i, use: TERMS.drawCard.fr },
  // Scry is « regard » on French cards; « scruter » is on none (nothing found).
  { pattern: /\bscrut(?:er|e|es|ent|ez|ant|é)\b/i, use: TERMS.scry.fr },
  // The bottom of a library is « au-dessous de sa bibliothèque » on French cards, never « sous » / « en dessous de » / « au fond de ».
  { pattern: /\b(?:en dessous de|au fond de|sous) (?:sa|votre|leur|la|ma|ta) biblioth[èe]que\b/i, use: TERMS.libraryBottom.fr },
  // Searching a library is « chercher » on French cards; « fouiller » is on none (research for issue 48).
  { pattern: /\bfouill(?:er|e|es|ent|ez|ons|é|ée|és|ées|ant)\b/i, use: TERMS.search.fr },
  // Connive is « conniver » (Wizards FR), never « intriguer », a guess with no French source.
  { pattern: /\bintrigu(?:er|e|es|ent|ez|é|ée|ant)\b/i, use: TERMS.connive.fr },
  // Damage is « blessures » in the French rules (510.1, French CR 2011), never « dégâts » or « dommages ».
  { pattern: /\bd[ée]g[âa]ts?\b|\bdommages?\b/i, use: TERMS.combatDamage.fr },
  // « Défenseur » alone is the keyword Defender (French CR 2011, 702.3): the player is « joueur défenseur ».
  { pattern: /(?<!\bjoueurs? )\bd[ée]fenseu(?:r|rs|se|ses)\b/iu, use: TERMS.defendingPlayer.fr },
  // The damage assignment order is obsolete since 2024 (glossary, "Damage Assignment Order (Obsolete)"): say it is gone, never use it.
  { pattern: /\bordre d[’']assignation\b/i, use: `${TERMS.divideDamage.fr} (plus d’ordre d’assignation depuis 2024)` },
  // The top card is « la carte du dessus » on French cards (Soulfire Eruption, above), not « le haut de la bibliothèque ».
  { pattern: /\bhaut de (?:sa|votre|leur|la) biblioth[èe]que\b/i, use: TERMS.exileTopCard.fr },
];

/** The slips found in a French text, each with the term to use. */
export function terminologySlips(text: string): { found: string; use: string }[] {
  const out: { found: string; use: string }[] = [];
  for (const f of FORBIDDEN) {
    const m = f.pattern.exec(text);
    if (m) out.push({ found: m[0], use: f.use });
  }
  return out;
}
