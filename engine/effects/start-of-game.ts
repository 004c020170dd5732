// Starting the game (a rules illustration): 101.4e, the starting player is considered the active
// player while the game starts, so every order below is turn order from the starting player (the
// scenario's `activePlayer`). 103.5: first the starting player declares whether they will take a
// mulligan, then each other player in turn order, each knowing the earlier declarations (101.4b);
// once each player has declared, all the mulligans happen at the same time; the London mulligan's
// cards go on the bottom (none for the first mulligan in a multiplayer game, 103.5c) (chosen face down from the hand, a hidden zone: 101.4a), and the process
// repeats, without the players who kept, until no player takes a mulligan. 103.6: then the starting
// player may take their opening-hand actions in any order (one at a time), then each other player in
// turn order; 103.6a: the Leylines begin the game on the battlefield. With shared team turns (Two-Headed
// Giant), each round goes team by team from the starting team, each team choosing which of its players
// goes first (805.3a for the mulligans, 805.3b and 103.6c for the opening-hand actions).
import { handOf } from '../core/board';
import type { Question, RoundSpec } from '../rules/101.4-choice-round';
import { mulligansTaken, putOnBottom, startingHandSize } from '../rules/103.5-opening';
import { log, res, type Draft, type RoundChoice } from '../core/state';
import { own } from '../core/text';
import { since } from '../core/format';
import { seatCount, tableOf } from '../core/authority';
import type { CardId, Params, PlayerId } from '../core/types';
import { orderIntro, picked, queue } from './common';
import { perform } from '../actions/automatic';

/** The script's steps: the declarations, the cards on the bottom, the opening-hand actions. */
const DECLARE = 0;
const OPENING = 2;

/** 103.6a: a card that lets its player begin the game with it on the battlefield (apnap/2 only). */
const OPENING_HAND_CARDS = ['leyline of the void', 'leyline of sanctity'];
export const beginsOnBattlefield = (d: Draft, id: CardId): boolean => {
  const name = own(d.cards, id)?.name.trim().toLowerCase();
  return since(d.scenario.format, 'apnap/2') && name !== undefined && OPENING_HAND_CARDS.includes(name);
};

/** Whether a player has kept their hand: they may take no further mulligan (103.5). */
const kept = (d: Draft, p: PlayerId): boolean => d.events.some((e) => e.type === 'choose' && e.question === 'mulligan' && e.player === p && e.choice[0] === 'keep');

/** The round open now (the one asking). */
const current = (d: Draft) => d.res.rounds[d.res.rounds.length - 1];
const chosenHere = (d: Draft, p: PlayerId): string[] => (current(d)?.choices ?? []).filter((c) => c.player === p).flatMap((c) => c.choice);

/** Asks the same player again (a player takes several actions one after another; 101.4c). */
function askAgain(d: Draft): void {
  const rounds = res(d, 'rounds');
  const r = rounds[rounds.length - 1]!;
  rounds[rounds.length - 1] = { ...r, pos: r.pos - 1 };
}

const declareQuestion: Question = {
  key: 'mulligan',
  kind: 'named',
  min: 1,
  // 103.5: a player who kept may take no further mulligan; no mulligan once the hand would be empty.
  options: (d, p) => (kept(d, p) ? [] : counted(d, p) < startingHandSize(d, p) ? ['keep', 'mulligan'] : ['keep']),
  params: (d, p) => ({ times: mulligansTaken(d, p), hand: handOf(d.board, p).length, size: startingHandSize(d, p) }),
  whyNot: (d, p, option) => (option === 'mulligan' && !kept(d, p) ? { why: 'no-more-mulligans' } : { why: 'not-keep-or-mulligan' }),
  skipRule: '103.5',
};

/**
 * 103.5c: in a multiplayer game (one that begins with more than two players), a player's first
 * mulligan does not count toward the cards they put on the bottom nor toward the mulligans they may take.
 */
const free = (d: Draft): number => (seatCount(tableOf(d)) > 2 ? 1 : 0);
/** The mulligans that count (103.5c). */
const counted = (d: Draft, p: PlayerId): number => Math.max(0, mulligansTaken(d, p) - free(d));

/** The player's entry in the last mulligan taken, if they took it. */
function lastMulligan(d: Draft, p: PlayerId): { player: PlayerId; times: number } | undefined {
  let last: { player: PlayerId; times: number }[] = [];
  for (const e of d.events) if (e.type === 'mulligan') last = e.mulligans;
  return last.find((x) => x.player === p);
}

/** How many cards the player still owes the bottom of their library for the mulligan just taken. */
function owed(d: Draft, p: PlayerId): number {
  const m = lastMulligan(d, p);
  return m ? Math.max(0, m.times - free(d)) - chosenHere(d, p).length : 0;
}

const bottomQuestion: Question = {
  key: 'mulligan-bottom',
  kind: 'cards',
  min: 1,
  options: (d, p) => (owed(d, p) > 0 ? handOf(d.board, p).filter((c) => !chosenHere(d, p).includes(c)) : []),
  // `free`: the player's mulligan was their first in a multiplayer game (103.5c): nothing to put on the bottom.
  params: (d, p) => ({ owed: Math.max(0, owed(d, p)), times: mulligansTaken(d, p), free: lastMulligan(d, p) !== undefined && free(d) === 1 && mulligansTaken(d, p) === 1 ? 1 : 0 }),
  whyNot: (d, p, id): Params => (!own(d.cards, id) ? { why: 'unknown-card' } : { why: chosenHere(d, p).includes(id) ? 'already-chosen' : 'not-in-hand', name: own(d.cards, id)!.name, holder: p, cast: 0 }),
  skipRule: '103.5',
};

const openingQuestion: Question = {
  key: 'opening-hand-action',
  kind: 'cards',
  min: 0,
  options: (d, p) => handOf(d.board, p).filter((c) => beginsOnBattlefield(d, c)),
  params: () => ({}),
  whyNot: (d, p, id): Params => (!own(d.cards, id) ? { why: 'unknown-card' } : handOf(d.board, p).includes(id) ? { why: 'no-opening-action', name: own(d.cards, id)?.name ?? id, holder: p, cast: 0 } : { why: 'not-in-hand', name: own(d.cards, id)?.name ?? id, holder: p, cast: 0 }),
  skipRule: '103.6',
};

const declareRound: RoundSpec = {
  order: 'apnap',
  rule: '103.5',
  teamRule: '805.3a', // shared team turns: the starting team's players in whatever order it likes
  faceDown: false,
  questions: [declareQuestion],
  finish: (d, choices: RoundChoice[]) => {
    const players = choices.filter((c) => c.choice[0] === 'mulligan').map((c) => c.player);
    // 103.5: once each player has declared, all mulligans are taken at the same time.
    if (players.length) queue(d, { do: 'mulligan', rule: '103.5', takers: players });
    else d.res.step = OPENING; // nobody took a mulligan: the process ends
  },
};

const bottomRound: RoundSpec = {
  order: 'apnap',
  rule: '103.5',
  teamRule: '805.3a',
  faceDown: true,
  questions: [bottomQuestion],
  onChoice: (d, p) => {
    if (owed(d, p) > 0 && handOf(d.board, p).some((c) => !chosenHere(d, p).includes(c))) askAgain(d);
  },
  finish: (d, choices) => {
    const picks = picked(choices);
    if (picks.length) {
      const players = [...new Set(picks.map((x) => x.player))].map((player) => ({ player, count: picks.filter((x) => x.player === player).length }));
      log(d, { type: 'bottom', rule: '103.5', players });
      putOnBottom(d, picks);
    }
    d.res.step = DECLARE; // 103.5: the process is repeated until no player takes a mulligan
  },
};

const openingRound: RoundSpec = {
  order: 'apnap',
  rule: '103.6',
  teamRule: '805.3b', // 103.6c
  faceDown: false,
  questions: [openingQuestion],
  // 103.6: the player's actions, one at a time, in the order they like; 103.6a: the card enters.
  onChoice: (d, p, choice) => {
    const card = choice[0];
    if (card === undefined) return;
    perform(d, { do: 'enter', rule: '103.6a', how: 'at-once', entering: [{ card, controller: p }], lowest: 0, newRound: false });
    if (handOf(d.board, p).some((c) => beginsOnBattlefield(d, c))) askAgain(d);
  },
};

export const startOfGame = {
  id: 'start-of-game' as const,
  intro: (d: Draft) => orderIntro(d, '101.4e', 'apnap'),
  steps: [{ round: declareRound }, { round: bottomRound }, { round: openingRound }],
};
