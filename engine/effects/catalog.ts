// The catalog's facts for people: each effect's name, Oracle text (or source wording, in English)
// and the rule it shows first. Narration and the UI read it; the scripts in effects/ implement it.
import type { EffectId, EffectInfo } from '../core/types';

export const CATALOG: readonly EffectInfo[] = [
  { id: 'each-player-sacrifices-a-creature', name: 'Each player sacrifices a creature', text: 'Each player sacrifices a creature.', rule: '101.4' },
  { id: 'each-player-discards-a-card', name: 'Each player discards a card', text: 'Each player discards a card.', rule: '101.4a' },
  {
    id: 'smallpox',
    name: 'Smallpox',
    text: 'Each player loses 1 life, discards a card, sacrifices a creature of their choice, then sacrifices a land of their choice.',
    rule: '608.2e',
  },
  {
    id: 'cataclysm',
    name: 'Cataclysm',
    text: 'Each player chooses from among the permanents they control an artifact, a creature, an enchantment, and a land, then sacrifices the rest.',
    rule: '101.4c',
  },
  {
    id: 'stronghold-gambit',
    name: 'Stronghold Gambit',
    text: 'Each player chooses a card in their hand. Then each player reveals their chosen card. The owner of each creature card revealed this way with the lowest mana value puts it onto the battlefield.',
    rule: '101.4a',
  },
  {
    id: 'councils-judgment',
    name: "Council's Judgment",
    text: "Will of the council — Starting with you, each player votes for a nonland permanent you don't control. Exile each permanent with the most votes or tied for most votes.",
    rule: '701.38',
  },
  {
    id: 'show-and-tell',
    name: 'Show and Tell',
    text: 'Each player may put an artifact, creature, enchantment, or land card from their hand onto the battlefield.',
    rule: '101.4',
  },
  {
    id: 'hypergenesis',
    name: 'Hypergenesis',
    text: 'Starting with you, each player may put an artifact, creature, enchantment, or land card from their hand onto the battlefield. Repeat this process until no one puts a card onto the battlefield.',
    rule: '608.2c',
  },
  {
    id: 'rituel-original',
    name: 'Rituel (original wording)',
    text: 'Reveal your hand. Each player may choose a nonland card from your hand and cast that card without paying its mana cost.',
    rule: '608.2f',
  },
  {
    id: 'rituel-errata',
    name: 'Rituel (revised wording)',
    text: 'Reveal your hand. Starting with you, each player may choose a nonland card from your hand and cast that card without paying its mana cost.',
    rule: '608.2g',
  },
  { id: 'wrath-of-god', name: 'Wrath of God', text: "Destroy all creatures. They can't be regenerated.", rule: '603.3b' },
  {
    // A rules illustration (no printed card): the villainous choice of 701.55, faced by each opponent.
    id: 'villainous-choice',
    name: 'Each opponent faces a villainous choice',
    text: 'Each opponent faces a villainous choice — That player discards their hand, or that player loses 1 life for each card in all graveyards.',
    rule: '701.55d',
  },
  {
    // A rules illustration: the start of the game (103.5 mulligans, 103.6 opening-hand actions).
    id: 'start-of-game',
    name: 'Starting the game',
    text: "While starting the game, the starting player is considered the active player (101.4e). Each player declares whether they will take a mulligan, starting with the starting player, then all mulligans happen at the same time, until no player takes a mulligan (103.5); in a multiplayer game a player's first mulligan puts no card on the bottom (103.5c). Then the starting player, then each other player in turn order, may take actions with cards from their opening hand (103.6).",
    rule: '103.5',
  },
  {
    id: 'curse-of-echoes',
    name: 'Curse of Echoes',
    text: 'Enchant player\nWhenever enchanted player casts an instant or sorcery spell, each other player may copy that spell and may choose new targets for the copy they control.',
    rule: '405.3',
  },
  {
    id: 'each-player-takes-an-extra-turn',
    name: 'Each player takes an extra turn',
    text: 'If multiple players are given extra turns, the extra turns are added one at a time, in APNAP order. The most recently created turn will be taken first.',
    rule: '500.7',
  },
  {
    // A rules illustration of 613.7m, not a card: permanents entering together under several controllers.
    id: 'permanents-enter-together',
    name: 'Permanents entering together (rules illustration)',
    text: 'Each player puts all artifact, creature, enchantment, and land cards from their hand onto the battlefield at the same time. Their relative timestamps are determined in APNAP order (613.7m).',
    rule: '613.7m',
  },
  { id: 'day-of-judgment', name: 'Day of Judgment', text: 'Destroy all creatures.', rule: '616.1' },
  { id: 'wheel-of-fortune', name: 'Wheel of Fortune', text: 'Each player discards their hand, then draws seven cards.', rule: '121.2c' },
  { id: 'myr-custodian', name: 'Myr Custodian', text: 'When Myr Custodian enters, scry 2. Then each opponent may scry 1.', rule: '701.22c' },
  {
    id: 'broken-ambitions',
    name: 'Broken Ambitions',
    text: "Counter target spell unless its controller pays {X}. Clash with an opponent. If you win, that spell's controller mills four cards.",
    rule: '701.30c',
  },
  {
    id: 'veteran-explorer',
    name: 'Veteran Explorer',
    text: 'When this creature dies, each player may search their library for up to two basic land cards, put them onto the battlefield, then shuffle.',
    rule: '701.23i',
  },
  {
    id: 'hakbal-of-the-surging-soul',
    name: 'Hakbal of the Surging Soul',
    text: 'At the beginning of combat on your turn, each Merfolk creature you control explores.',
    rule: '701.44d',
  },
  { id: 'each-creature-explores', name: 'Each creature explores', text: 'Each creature explores.', rule: '701.44d' },
  { id: 'change-of-plans', name: 'Change of Plans', text: 'Each of X target creatures you control connive. You may have any number of them phase out.', rule: '701.50d' },
  { id: 'each-creature-connives', name: 'Each creature connives', text: 'Each creature connives.', rule: '701.50d' },
  // A rules illustration, not a card: combat with the attack multiple players option (802.1).
  { id: 'combat', name: 'Combat (attacking several players)', text: 'The active player attacks several players; each defending player declares blockers, then combat damage is assigned and dealt.', rule: '802.4' },
  {
    // The part of the card the CR quotes under 608.2f (the exiled cards' "you may play" is not modelled).
    id: 'soulfire-eruption',
    name: 'Soulfire Eruption',
    text: "Choose any number of target creatures, planeswalkers, and/or players. For each of them, exile the top card of your library, then Soulfire Eruption deals damage equal to that card's mana value to that permanent or player.",
    rule: '608.2f',
  },
];

export const effectName = (id: EffectId): string => CATALOG.find((e) => e.id === id)?.name ?? String(id);
