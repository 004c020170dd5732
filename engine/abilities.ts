// The one card ability the catalog knows: Archangel of Strife ("As Archangel of Strife enters
// the battlefield, each player chooses war or peace."). Cards enter through `enterTogether`, which
// asks those choices first, in APNAP order, restarted under 101.4d when a nonactive player's
// choice is what forced the earlier players to choose.
import { toBattlefield } from './board';
import type { Question, RoundSpec } from './rounds';
import { act, log, type Draft, type EnterData, type Entering, type RoundChoice } from './state';
import { cardName, isArchangelOfStrife, listText, own } from './text';

const angelName = (d: Draft, a: Entering) => `${a.controller}'s ${cardName(d.cards, a.card)}`;

function warOrPeace(d: Draft, a: Entering): Question {
  const name = angelName(d, a);
  return {
    label: `war or peace for ${name}`,
    kind: () => `war or peace for ${name}`,
    prompt: () => `Choose war or peace for ${name}.`,
    options: () => ['war', 'peace'],
    whyNot: (_d, _p, o) => `"${o}" is not an option: choose war or peace for ${name}.`,
    min: 1,
    chose: (_d, p, c) => `${p} chooses ${c[0]} for ${name}.`,
    skip: (_d, p) => `${p} has nothing to choose.`,
  };
}

/** Puts cards onto the battlefield at once, after any "as enters" choices they ask for. */
export function enterTogether(
  d: Draft,
  entering: Entering[],
  o: { rule: string; text: string; restart: boolean; ownStep: boolean },
): void {
  const angels = entering.filter((e) => isArchangelOfStrife(own(d.cards, e.card)));
  if (angels.length === 0) {
    if (o.ownStep) act(d, o.rule, o.text, entering.map((e) => e.card));
    else log(d, 'action', o.rule, o.text, { cards: entering.map((e) => e.card) });
    for (const e of entering) toBattlefield(d.board, e.card, e.controller);
    return;
  }
  const names = listText(angels.map((a) => angelName(d, a)));
  const cards = angels.map((a) => a.card);
  for (const c of cards) if (!d.i.revealed.includes(c)) d.i.revealed.push(c);
  const nonactive = angels.filter((a) => a.controller !== d.active);
  // 101.4d: a nonactive player's choice makes the active player (earlier in the order) choose
  // again, so APNAP restarts for all outstanding choices. Derived from the rules: no official
  // ruling names a card for 101.4d.
  const restart = o.restart && nonactive.length > 0;
  if (restart) {
    const who = listText(nonactive.map((a) => `${a.controller} chose ${cardName(d.cards, a.card)}`));
    log(
      d,
      'restart',
      '101.4d',
      `${who}, which has each player choose war or peace as it enters. That gives ${d.active}, earlier in turn order, a choice to make, so APNAP order restarts for all outstanding choices and ${d.active}, the active player, chooses first (derived from the rules).`,
      { cards },
    );
  } else {
    log(
      d,
      'action',
      '101.4',
      `${names} ${angels.length > 1 ? 'have' : 'has'} each player choose war or peace as it enters: those choices come first, in APNAP order starting with ${d.active}, the active player.`,
      { cards },
    );
  }
  d.i.rounds.push({ step: -1, pass: 0, pos: 0, choices: [], enter: { entering, angels, restart, rule: o.rule, text: o.text } });
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
      act(dd, e.rule, e.text, e.entering.map((x) => x.card));
      for (const x of e.entering) toBattlefield(dd.board, x.card, x.controller);
      e.angels.forEach((a, k) => {
        const picks = choices.filter((_c, i) => i % e.angels.length === k).map((c) => `${c.player} ${c.choice[0]}`);
        log(dd, 'action', '101.4', `${angelName(dd, a)} enters with these choices: ${listText(picks)}.`, { cards: [a.card] });
      });
    },
  };
}
