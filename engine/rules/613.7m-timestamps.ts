// Timestamps (613.7m) and the one layer the catalog computes: land types (layer 4, 613.1d).
// Objects that receive timestamps at the same moment get them in APNAP order: the active player's
// objects earliest, in the order that player chose, then each other player's in turn order, each in
// their own chosen order (613.7m). Within a layer, effects apply in timestamp order (613.7), so the
// later of two conflicting effects wins.
//
// The cards whose abilities are looked up here, by name, and only in an `apnap/2` scenario:
//   Blood Moon (enchantment) and Magus of the Moon (creature): "Nonbasic lands are Mountains."
//   Prismatic Omen (enchantment): "Lands you control are every basic land type in addition to their
//   other types."; Dryad of the Ilysian Grove (enchantment creature) has the same sentence as its
//   second ability.
// Derived from the rules (no ruling in the design documents): none of these effects depends on
// another (613.8a: applying one changes neither the existence, the text nor what the other applies
// to: "nonbasic" is a supertype, which layer 4's land types leave alone), so timestamp order alone
// decides. Setting a land's subtype to Mountain replaces its old land types (305.7). The engine
// knows a land's land types by name only for the basic lands (Plains, Island, Swamp, Mountain,
// Forest, their Snow-Covered versions; Wastes has none); any other land is read as having none
// (scenarios name no subtypes) and as nonbasic.
import { activeSeat, tableOf, teamFacts } from '../core/authority';
import { log, type Draft, type Owned } from '../core/state';
import { own, picksOf } from '../core/text';
import { since } from '../core/format';
import type { CardId, CardInfo, PlayerId } from '../core/types';

export const BASIC_LAND_TYPES = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'] as const;

type LandEffect = 'nonbasic-lands-are-mountains' | 'every-basic-land-type';

const norm = (c: CardInfo | undefined) => c?.name.trim().toLowerCase() ?? '';

/** The land-type effect a card's static ability creates, by its name (apnap/2 only). */
export function landEffectOf(d: Draft, c: CardInfo | undefined): LandEffect | null {
  if (!since(d.scenario.format, 'apnap/2')) return null;
  switch (norm(c)) {
    case 'blood moon':
    case 'magus of the moon':
      return 'nonbasic-lands-are-mountains';
    case 'prismatic omen':
    case 'dryad of the ilysian grove':
      return 'every-basic-land-type';
    default:
      return null;
  }
}

/** A basic land's own land type, by name; null for a land that is not basic. */
function basicTypes(c: CardInfo): string[] | null {
  const name = c.name.trim().toLowerCase().replace(/^snow-covered /, '');
  if (name === 'wastes') return [];
  const t = BASIC_LAND_TYPES.find((x) => x.toLowerCase() === name);
  return t ? [t] : null;
}

/**
 * 613.7m: the order of timestamps for objects that got them at once. `chosen`: each player's own
 * objects in the order that player chose (or the only one they have), keyed by player; the players
 * come in APNAP order (`players`, from the active player).
 */
export function timestampOrder(players: readonly PlayerId[], chosen: ReadonlyMap<PlayerId, readonly CardId[]>): Owned[] {
  return players.flatMap((player) => (chosen.get(player) ?? []).map((card) => ({ player, card })));
}

/**
 * Logs the timestamps given at once (613.7m), then each land's land types once the layer-4 effects
 * apply in timestamp order (613.7). Permanents already on the battlefield are older than those
 * that just entered (they got their timestamps earlier, 613.7d).
 */
export function stampAndApply(d: Draft, rule: string, order: Owned[]): void {
  const picks = picksOf(d, order);
  const t = tableOf(d);
  log(d, { type: 'timestamps', rule, order: picks, active: activeSeat(t), ...teamFacts(t), cards: order.map((x) => x.card) });
  const fresh = new Set(order.map((x) => x.card));
  const older = d.board.battlefield.filter((e) => !fresh.has(e.card)).map((e) => ({ player: e.controller, card: e.card }));
  const controllerOf = (id: CardId) => d.board.battlefield.find((e) => e.card === id)?.controller;
  const byTime = [...older, ...order].filter((x) => controllerOf(x.card) !== undefined).map((x) => ({ player: controllerOf(x.card)!, card: x.card }));
  const effects = byTime.flatMap((x) => {
    const kind = landEffectOf(d, own(d.cards, x.card));
    return kind ? [{ ...x, kind }] : [];
  });
  if (effects.length === 0) return;
  for (const land of byTime) {
    const c = own(d.cards, land.card);
    if (!c?.types.includes('land')) continue;
    const basic = basicTypes(c);
    let subtypes = basic ?? [];
    const applied: Owned[] = [];
    for (const e of effects) {
      if (e.kind === 'nonbasic-lands-are-mountains') {
        if (basic !== null) continue;
        subtypes = ['Mountain'];
      } else {
        if (land.player !== e.player) continue;
        // "in addition to their other types": the land keeps its types and gains the five basic ones.
        subtypes = [...new Set([...subtypes, ...BASIC_LAND_TYPES])];
      }
      applied.push({ player: e.player, card: e.card });
    }
    if (applied.length === 0) continue;
    const ordered = BASIC_LAND_TYPES.filter((t) => subtypes.includes(t));
    log(d, { type: 'land-types', rule: '613.7', land: picksOf(d, [land])[0]!, subtypes: ordered, effects: picksOf(d, applied), cards: [land.card, ...applied.map((x) => x.card)] });
  }
}
