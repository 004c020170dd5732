// The draws' lines in both languages (121.2c, 805.6a, 704.5b, 104.2b): the variants the one-row-per-type
// table (narrators.test.ts) does not reach, written out, and the French ones checked for style and
// terminology (« piocher », « bibliothèque »: terminology.ts).
import { describe, expect, it } from 'vitest';
import type { EventData } from '@/engine';
import { narratorFor } from './index';
import './fr';
import { agreementSlips, frenchStyleSlips } from '@/i18n/french-style';
import { terminologySlips } from './fr/terminology';

const N = '\u202f';
const ROWS: { facts: EventData; en: string; fr: string }[] = [
  {
    facts: { type: 'draw', rule: '121.2c', player: 'Ana', count: 7, drawn: 4, empty: 3, library: 0 },
    en: "Ana performs all of their draws (121.2c): Ana draws 4 cards; their library is then empty, so 3 more draws are attempted from an empty library. Ana does not lose now: only when state-based actions are next checked, after every player's draws (704.5b).",
    fr: `Ana effectue toutes ses pioches (121.2c)${N}: Ana pioche 4 cartes${N}; sa bibliothèque est alors vide, donc 3 autres pioches sont tentées dans une bibliothèque vide. Ana ne perd pas maintenant${N}: seulement à la prochaine vérification des actions basées sur un état, après les pioches de tous les joueurs (704.5b).`,
  },
  {
    facts: { type: 'draw', rule: '121.2c', player: 'Ben', count: 7, drawn: 5, empty: 0, library: 0, replaced: { player: 'Ben', card: 'maniac', name: 'Laboratory Maniac' }, cards: ['maniac'] },
    en: 'After 5 draws, Ben\'s library is empty: Ben\'s next draw is replaced by Ben\'s Laboratory Maniac ("If you would draw a card while your library has no cards in it, you win the game instead."; 614.1a), and the replacement is completed before the sequence of draws would resume (121.6b): Ben wins the game instead.',
    fr: `Après 5 pioches, la bibliothèque de Ben est vide${N}: la pioche suivante de Ben est remplacée par Laboratory Maniac de Ben («${N}Si vous deviez piocher une carte alors que votre bibliothèque ne contient aucune carte, vous gagnez la partie à la place.${N}»${N}; 614.1a), et le remplacement est terminé avant que la suite des pioches ne reprenne (121.6b)${N}: Ben gagne la partie à la place.`,
  },
  {
    facts: { type: 'game-over', rule: '104.2b', winner: 'Ben', lost: [] },
    en: 'The game is over at once (104.1): Ben wins the game by an effect (104.2b). No other draw happens.',
    fr: `La partie se termine aussitôt (104.1)${N}: Ben gagne la partie par un effet (104.2b). Aucune autre pioche n’a lieu.`,
  },
  {
    facts: { type: 'game-over', rule: '104.2b', winner: null, winners: ['Ana', 'Ben'], lost: [], player: 'Ben' },
    en: "The game is over at once (104.1): Ben wins the game by an effect (104.2b), so Ana and Ben's team wins as a team (810.8a). No other draw happens.",
    fr: `La partie se termine aussitôt (104.1)${N}: Ben gagne la partie par un effet (104.2b), donc l’équipe d’Ana et Ben gagne la partie en équipe (810.8a). Aucune autre pioche n’a lieu.`,
  },
  {
    facts: { type: 'check', rule: '704.3', losers: ['Ana', 'Ben'], waiting: 0, byTeam: true, emptyDraws: ['Ana'] },
    en: 'State-based actions are checked: Ana attempted to draw a card from a library with no cards in it since the last check (704.5b): Ana and Ben lose the game.',
    fr: `Les actions basées sur un état sont vérifiées${N}: Ana a tenté de piocher une carte dans une bibliothèque vide depuis la dernière vérification (704.5b)${N}: Ana et Ben perdent la partie.`,
  },
  {
    facts: { type: 'lose-game', rule: '704.5b', player: 'Ana', life: 20, emptyDraw: 'Ana' },
    en: 'Ana attempted to draw a card from a library with no cards in it and loses the game (704.5b).',
    fr: 'Ana a tenté de piocher une carte dans une bibliothèque vide et perd la partie (704.5b).',
  },
  {
    facts: { type: 'lose-game', rule: '704.5b', player: 'Ben', life: 20, emptyDraw: 'Ana' },
    en: "Ana, Ben's teammate, attempted to draw from an empty library: Ben loses the game with the team (704.5b, 810.8a).",
    fr: `Ana, de la même équipe que Ben, a tenté de piocher dans une bibliothèque vide${N}: Ben perd la partie avec son équipe (704.5b, 810.8a).`,
  },
  {
    facts: { type: 'order', rule: '805.6', effect: 'wheel-of-fortune', sequence: 'apnap', players: ['Cy', 'Dan', 'Ana', 'Ben'], active: 'Cy', controller: 'Ana', teams: [['Cy', 'Dan'], ['Ana', 'Ben']] },
    en: "Each player discards their hand at the same time (701.9a); then the players draw team by team (805.6a): first Cy and Dan's team, the active team, each of its players performing all of their draws, in whatever order the team likes (here seat order: a player's win is the whole team's, 810.8a, so no order changes the outcome), then each player of Ana and Ben's team in turn order (Ana and Ben).",
    fr: `Chaque joueur se défausse de sa main, tous en même temps (701.9a)${N}; puis les joueurs piochent équipe par équipe (805.6a)${N}: d’abord l’équipe de Cy et Dan, l’équipe active, chacun de ses joueurs effectuant toutes ses pioches, dans l’ordre que l’équipe veut (ici l’ordre des places${N}: la victoire d’un joueur est celle de toute l’équipe, 810.8a, donc aucun ordre ne change le résultat), puis chaque joueur de l’équipe d’Ana et Ben dans l’ordre du tour (Ana et Ben).`,
  },
];

describe('121.2c, 704.5b, 104.2b: the draws said in both languages', () => {
  it.each(ROWS.map((r) => [`${r.facts.type} ${r.facts.rule}`, r] as const))('%s', (_name, row) => {
    expect(narratorFor('en').event(row.facts)).toBe(row.en);
    const fr = narratorFor('fr').event(row.facts);
    expect(fr).toBe(row.fr);
    expect([...frenchStyleSlips(fr), ...agreementSlips(fr, ['Ana', 'Ben', 'Cy', 'Dan']), ...terminologySlips(fr)]).toEqual([]);
  });
  it('refuses « tirer une carte » for a draw (terminology: « piocher »)', () => {
    expect(terminologySlips('Ana tire sept cartes.')).toEqual([{ found: 'tire sept cartes', use: 'piocher' }]);
  });
});
