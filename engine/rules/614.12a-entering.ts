// The one "as enters" ability the catalog knows: Archangel of Strife ("As Archangel of Strife
// enters the battlefield, each player chooses war or peace."). Cards about to enter ask those
// choices first, in APNAP order (101.4), just before they enter (614.12a). With Show and Tell the
// choices come once every card is chosen, in a new APNAP round from the active player: a face-down
// choice stays hidden until the cards enter (101.4a), so nobody can answer it earlier. Derived from
// the rules; the other reading (a 101.4d restart right after a nonactive player's choice) also puts
// the active player first.
import type { Question, RoundSpec } from './101.4-choice-round';
import { log, res, type Draft, type EnterData, type Entering, type RoundChoice, type Automatic } from '../core/state';
import { cardName } from '../core/text';
import { activeSeat, tableOf, teamFacts } from '../core/authority';
import type { CardInfo } from '../core/types';

const byName = (c: CardInfo | undefined, name: string): boolean =>
  c !== undefined && c.name.length >= name.length && c.name.trim().toLowerCase() === name;

export const isArchangelOfStrife = (c: CardInfo | undefined): boolean => byName(c, 'archangel of strife');
export const isBloodArtist = (c: CardInfo | undefined): boolean => byName(c, 'blood artist');
export const isZulaportCutthroat = (c: CardInfo | undefined): boolean => byName(c, 'zulaport cutthroat');


function warOrPeace(d: Draft, a: Entering): Question {
  const params = { angel: a.card, name: cardName(d.cards, a.card), controller: a.controller };
  return {
    key: 'war-or-peace',
    kind: 'named',
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
  const active = activeSeat(tableOf(d));
  const nonactive = angels.filter((a) => a.controller !== active);
  // 614.12a (Show and Tell): every card is chosen, the cards are revealed (101.4a) and the "as
  // enters" choices come in a new APNAP round from the active player. The `restart` event keeps its
  // name (a public event type) for the case the other reading would call a 101.4d restart: a
  // nonactive player chose the card. Elsewhere the cards enter at once: plain APNAP (101.4).
  const rule = then.newRound ? '614.12a' : '101.4';
  if (then.newRound && nonactive.length > 0) {
    log(d, { type: 'restart', rule, picks: picks.filter((x) => x.player !== active), active, ...teamFacts(tableOf(d)), cards });
  } else {
    log(d, { type: 'as-enters', rule, picks, active, ...teamFacts(tableOf(d)), cards });
  }
  const enter: EnterData = { entering: then.entering, angels, newRound: then.newRound, then };
  res(d, 'rounds').push({ step: -1, pass: 0, pos: 0, choices: [], enter });
}

/** The war-or-peace round; a player facing several Archangels answers each in turn (101.4c). */
export function enterRound(d: Draft, e: EnterData): RoundSpec {
  return {
    order: 'apnap',
    rule: e.newRound ? '614.12a' : '101.4',
    orderRule: '101.4',
    faceDown: false,
    questions: e.angels.map((a) => warOrPeace(d, a)),
    newRound: e.newRound,
    finish: (dd: Draft, choices: RoundChoice[]) => {
      res(dd, 'queue').push({ ...e.then, choices });
    },
  };
}

