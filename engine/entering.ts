// The one "as enters" ability the catalog knows: Archangel of Strife ("As Archangel of Strife
// enters the battlefield, each player chooses war or peace."). Cards about to enter ask those
// choices first, in APNAP order, restarted under 101.4d when a nonactive player's choice is what
// forced the earlier players to choose.
import type { Automatic } from './automatic';
import type { Question, RoundSpec } from './choice-round';
import { log, res, type Draft, type EnterData, type Entering, type RoundChoice } from './state';
import { cardName } from './text';
import type { CardInfo } from './types';

const byName = (c: CardInfo | undefined, name: string): boolean =>
  c !== undefined && c.name.length >= name.length && c.name.trim().toLowerCase() === name;

export const isArchangelOfStrife = (c: CardInfo | undefined): boolean => byName(c, 'archangel of strife');
export const isBloodArtist = (c: CardInfo | undefined): boolean => byName(c, 'blood artist');
export const isZulaportCutthroat = (c: CardInfo | undefined): boolean => byName(c, 'zulaport cutthroat');

const angelName = (d: Draft, a: Entering) => `${a.controller}'s ${cardName(d.cards, a.card)}`;

function warOrPeace(d: Draft, a: Entering): Question {
  const name = angelName(d, a);
  const params = { angel: a.card, name: cardName(d.cards, a.card), controller: a.controller };
  return {
    key: 'war-or-peace',
    kind: 'named',
    label: `war or peace for ${name}`,
    describe: () => `war or peace for ${name}`,
    params: () => params,
    options: () => ['war', 'peace'],
    whyNot: () => ({ why: 'not-war-or-peace', ...params }),
    min: 1,
  };
}

/** Cards about to enter with "as enters" choices: those choices come first (a round of their own). */
export function askAsEnters(d: Draft, then: Extract<Automatic, { do: 'enter' }>, angels: Entering[]): void {
  const picks = angels.map((a) => ({ player: a.controller, card: a.card, name: cardName(d.cards, a.card) }));
  const cards = angels.map((a) => a.card);
  for (const c of cards) if (!d.res.revealed.includes(c)) res(d, 'revealed').push(c);
  const nonactive = angels.filter((a) => a.controller !== d.active);
  // 101.4d: a nonactive player's choice makes the active player (earlier in the order) choose
  // again, so APNAP restarts for all outstanding choices. Derived from the rules: no official
  // ruling names a card for 101.4d.
  const restart = then.restart && nonactive.length > 0;
  if (restart) {
    log(d, { type: 'restart', rule: '101.4d', picks: picks.filter((x) => x.player !== d.active), active: d.active, cards });
  } else {
    log(d, { type: 'as-enters', rule: '101.4', picks, active: d.active, cards });
  }
  const enter: EnterData = { entering: then.entering, angels, restart, then };
  res(d, 'rounds').push({ step: -1, pass: 0, pos: 0, choices: [], enter });
}

/** The war-or-peace round; a player facing several Archangels answers each in turn (101.4c). */
export function enterRound(d: Draft, e: EnterData): RoundSpec {
  return {
    order: 'apnap',
    rule: e.restart ? '101.4d' : '101.4',
    faceDown: false,
    questions: e.angels.map((a) => warOrPeace(d, a)),
    several: 'one after another, one for each Archangel of Strife, in the order the Archangels were chosen',
    reasons: {
      first: (p) =>
        e.restart ? `APNAP restarts for all outstanding choices (101.4d): ${p} is the active player.` : `${p} is the active player.`,
      next: (p, prev) => `${p} is next in turn order after ${prev}.`,
    },
    finish: (dd: Draft, choices: RoundChoice[]) => {
      res(dd, 'queue').push({ ...e.then, choices });
    },
  };
}

