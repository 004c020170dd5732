// Replacement effects on one event (616.1): the cards whose "would be put into a graveyard" effects
// the engine knows, by name, in an `apnap/2` scenario only:
//   Progenitus: "If Progenitus would be put into a graveyard from anywhere, reveal Progenitus and
//     shuffle it into its owner's library instead." (itself only)
//   Rest in Peace: "If a card or token would be put into a graveyard from anywhere, exile it instead."
//   Leyline of the Void: "If a card would be put into an opponent's graveyard from anywhere, exile it
//     instead." (a card whose owner is not the Leyline's controller)
// When several apply to one object, its controller (its owner if it has none) chooses one (616.1e:
// none of these is a self-replacement effect or an entering one, 616.1a–d). Once one is applied, the
// card is no longer being put into a graveyard, so none of the others applies any more (616.1f):
// derived from the rules. Several players choosing at once choose in APNAP order (616.1, 101.4).
import { removeCard, toExile, toGraveyard } from '../core/board';
import { log, zone, type Draft } from '../core/state';
import { own, picksOf } from '../core/text';
import { since } from '../core/format';
import { die } from './603.3b-triggers';
import type { CardId, CardInfo, PlayerId } from '../core/types';

export type Destination = 'library' | 'exile';

/** A replacement effect that applies to one card going to a graveyard: its source and where the card goes instead. */
export interface Replacement {
  source: CardId;
  controller: PlayerId;
  to: Destination;
}

const norm = (c: CardInfo | undefined) => c?.name.trim().toLowerCase() ?? '';

/** The replacement effects that apply if `card` (controlled by `controller`) would be put into a graveyard. */
export function replacementsFor(d: Draft, card: CardId): Replacement[] {
  if (!since(d.scenario.format, 'apnap/2')) return [];
  const c = own(d.cards, card);
  if (!c) return [];
  const out: Replacement[] = [];
  for (const e of d.board.battlefield) {
    const name = norm(own(d.cards, e.card));
    if (name === 'progenitus' && e.card === card) out.push({ source: e.card, controller: e.controller, to: 'library' });
    else if (name === 'rest in peace') out.push({ source: e.card, controller: e.controller, to: 'exile' });
    else if (name === 'leyline of the void' && c.owner !== e.controller) out.push({ source: e.card, controller: e.controller, to: 'exile' });
  }
  return out;
}

/**
 * Day of Judgment's destruction once every choice is made: every creature is destroyed at once; each
 * goes where its chosen (616.1) or only (614.6) replacement effect sends it, the others to their
 * owners' graveyards (they die: 700.4, 603.10a).
 */
export function destroyReplaced(d: Draft, rule: string, chosen: { card: CardId; source: CardId }[]): void {
  const all = d.board.battlefield.filter((e) => own(d.cards, e.card)?.types.includes('creature')).map((e) => ({ player: e.controller, card: e.card }));
  const moves = all.map((x) => {
    const reps = replacementsFor(d, x.card);
    const pick = chosen.find((c) => c.card === x.card);
    const r = pick ? reps.find((y) => y.source === pick.source) : reps.length === 1 ? reps[0] : undefined;
    return { ...x, r, chosen: pick !== undefined, others: reps.filter((y) => y !== r).map((y) => ({ player: y.controller, card: y.source })) };
  });
  log(d, { type: 'destroy', rule: '700.4', effect: d.scenario.effect.id, picks: picksOf(d, all), ...(all.length ? { cards: all.map((x) => x.card) } : {}) });
  for (const m of moves) {
    if (!m.r) continue;
    const [pick] = picksOf(d, [m]);
    const [by] = picksOf(d, [{ player: m.r.controller, card: m.r.source }]);
    log(d, { type: 'replaced', rule: m.chosen ? rule : '614.6', pick: pick!, by: by!, to: m.r.to, chosen: m.chosen, others: picksOf(d, m.others), cards: [m.card, m.r.source] });
    const c = own(d.cards, m.card)!;
    if (m.r.to === 'exile') toExile(d, m.card);
    else {
      removeCard(d, m.card);
      zone(d, 'library', c.owner)?.push(m.card);
    }
  }
  const dying = moves.filter((m) => !m.r);
  die(d, dying.map((m) => m.card), () => {
    for (const m of dying) toGraveyard(d, own(d.cards, m.card)!);
  });
}
