// A table for the builder's tests: the engine's Smallpox example with a life total, a card another
// player controls, and a card whose name is markup (it must stay text).
import type { Scenario } from '@/engine/types';
import { smallpoxExample } from '@/engine/testing/smallpox-example';

const example = smallpoxExample() as Scenario;
const [bears, arbor, bolt] = example.cards;

export const smallpox: Scenario = {
  ...example,
  life: { Ana: 7 },
  cards: [
    bears!,
    { ...arbor!, controller: 'Cy' },
    bolt!,
    { id: 'x_1', name: '<img src=x onerror=alert(1)>', owner: 'Cy', zone: 'graveyard', types: ['sorcery'] },
  ],
};
