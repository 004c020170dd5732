// Random scenarios for property tests and the golden corpus (test helper; not exported from index.ts).
import fc from 'fast-check';
import { EFFECT_IDS } from './effect-ids';
import { CARD_TYPES, type CardType, type EffectId, type Scenario } from './types';

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

