// Every effect of the catalog at every kind of table its format describes (issue 45): random boards,
// random legal decisions, and the invariants of engine/testing/every-table.ts. CI size by default;
// FULL_PROPERTIES=1 runs five times as many (engine/testing/property-runs.ts).
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { applyDecision, startResolution } from './play/resolve';
import { EFFECT_IDS_V3 } from './scenario/effect-ids';
import { propertyRuns } from './testing/property-runs';
import { TABLE_KINDS, checkResolution, play, tableArb } from './testing/every-table';

const engine = { startResolution, applyDecision };

describe.each(TABLE_KINDS)('every effect at a %s table', (kind) => {
  it.each(EFFECT_IDS_V3)('%s', (effect) => {
    fc.assert(
      fc.property(tableArb(kind, [effect]), fc.array(fc.nat(), { maxLength: 8 }), (s, seeds) => {
        checkResolution(s, play(engine, s, seeds));
      }),
      { numRuns: propertyRuns(100), seed: 45 },
    );
  });
});
