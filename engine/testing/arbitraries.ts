// Random scenarios for property tests and the golden corpus (test helper; not exported from index.ts).
import fc from 'fast-check';
import { EFFECT_IDS } from '../scenario/effect-ids';
import { applyDecision, startResolution } from '../play/resolve';
import { CARD_TYPES, type CardType, type Decision, type EffectId, type Scenario } from '../core/types';
import type { GameState } from '../core/state';

const NAMES = ['Ana', 'Ben', 'Cy', 'Dee', 'Eve', 'Fay', 'Gus', 'Hal', '__proto__', 'constructor', 'toString', 'x y'];

export const scenarioArb = (effects: readonly EffectId[] = EFFECT_IDS): fc.Arbitrary<Scenario> =>
  fc
    .record({
      players: fc.uniqueArray(fc.constantFrom(...NAMES), { minLength: 2, maxLength: 8 }),
      active: fc.nat(),
      controller: fc.nat(),
      effect: fc.constantFrom(...effects),
      cards: fc.array(
        fc.record({
          owner: fc.nat(),
          zone: fc.constantFrom('hand', 'battlefield', 'battlefield', 'graveyard', 'library'),
          types: fc.uniqueArray(fc.constantFrom(...CARD_TYPES), { minLength: 1, maxLength: 2 }),
          mv: fc.integer({ min: 0, max: 4 }),
          controlledBy: fc.option(fc.nat(), { nil: undefined }),
        }),
        { maxLength: 24 },
      ),
      angels: fc.nat({ max: 2 }),
    })
    .map(({ players, active, controller, effect, cards, angels }) => {
      const p = (i: number) => players[i % players.length]!;
      return {
        format: 'apnap/1' as const,
        players,
        activePlayer: p(active),
        cards: cards.map((c, i) => ({
          id: `c${i}`,
          name: i < angels ? 'Archangel of Strife' : `Card ${i}`,
          owner: p(c.owner),
          zone: c.zone as Scenario['cards'][number]['zone'],
          types: i < angels ? (['creature'] as CardType[]) : c.types,
          manaValue: c.mv,
          ...(c.controlledBy !== undefined && c.zone === 'battlefield' ? { controller: p(c.controlledBy) } : {}),
        })),
        effect: { id: effect, controller: p(controller) },
      };
    });


/** Resolves to the end, picking options from `seeds` (or declining when allowed). */
export function drive(s: Scenario, seeds: number[]): { states: GameState[]; decisions: Decision[] } {
  let state = startResolution(s);
  const states = [state];
  const decisions: Decision[] = [];
  for (let i = 0; state.pending && i < 500; i++) {
    const p = state.pending;
    const k = (seeds[i % Math.max(1, seeds.length)] ?? 0) % (p.options.length + (p.min === 0 ? 1 : 0));
    const d = { player: p.player, choice: k < p.options.length ? [p.options[k]!] : [] };
    const r = applyDecision(state, d);
    if (!r.ok) throw new Error(`engine refused its own option: ${r.error.code} ${JSON.stringify(r.error.params)}`);
    state = r.state;
    states.push(state);
    decisions.push(d);
  }
  return { states, decisions };
}
