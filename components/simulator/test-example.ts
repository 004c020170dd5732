// A small worked example for the simulator's tests, inline so they don't depend on content/:
// "Each player sacrifices a creature" with three players and Cy (seat 3) active, so APNAP
// order is Cy, Ana, Ben (101.4).
import type { Example } from '@/content/example-types';

export const sacrificeExample: Example = {
  slug: 'test-each-player-sacrifices',
  title: 'Each player sacrifices a creature',
  summary: 'Cy is the active player, so Cy chooses first, then Ana, then Ben.',
  rule: '101.4',
  scenario: {
    format: 'apnap/1',
    players: ['Ana', 'Ben', 'Cy'],
    activePlayer: 'Cy',
    cards: [
      { id: 'ana-bears', name: 'Grizzly Bears', owner: 'Ana', zone: 'battlefield', types: ['creature'], manaValue: 2 },
      { id: 'ana-forest', name: 'Forest', owner: 'Ana', zone: 'battlefield', types: ['land'] },
      { id: 'ana-bolt', name: 'Lightning Bolt', owner: 'Ana', zone: 'hand', types: ['instant'], manaValue: 1 },
      { id: 'ben-elves', name: 'Llanowar Elves', owner: 'Ben', zone: 'battlefield', types: ['creature'], manaValue: 1 },
      { id: 'ben-giant', name: 'Hill Giant', owner: 'Ben', zone: 'battlefield', types: ['creature'], manaValue: 4 },
      { id: 'ben-counter', name: 'Counterspell', owner: 'Ben', zone: 'hand', types: ['instant'], manaValue: 2 },
      { id: 'cy-wolves', name: 'Timber Wolves', owner: 'Cy', zone: 'battlefield', types: ['creature'], manaValue: 1 },
      { id: 'cy-wurm', name: 'Craw Wurm', owner: 'Cy', zone: 'battlefield', types: ['creature'], manaValue: 6 },
      { id: 'cy-island', name: 'Island', owner: 'Cy', zone: 'library', types: ['land'] },
    ],
    effect: { id: 'each-player-sacrifices-a-creature', controller: 'Ana' },
    decisions: [
      { player: 'Cy', choice: ['cy-wolves'] },
      { player: 'Ana', choice: ['ana-bears'] },
      { player: 'Ben', choice: ['ben-elves'] },
    ],
  },
  steps: [
    {
      narration: 'Ana’s trigger resolves on Cy’s turn: Cy, the active player, chooses first (101.4).',
      expect: { kind: 'start', next: 'Cy', rules: ['101.4'] },
    },
    {
      narration: 'Cy picks Timber Wolves, in the open (101.4b).',
      expect: { kind: 'decision', player: 'Cy', next: 'Ana', rules: ['101.4'], cards: ['cy-wolves'] },
    },
    {
      narration: 'Ana is next in turn order after Cy (101.4).',
      expect: { kind: 'decision', player: 'Ana', next: 'Ben', rules: ['101.4'], cards: ['ana-bears'] },
    },
    {
      narration: 'Ben chooses last, knowing both choices (101.4b).',
      expect: { kind: 'decision', player: 'Ben', rules: ['101.4'], cards: ['ben-elves'] },
    },
    {
      narration: 'All three creatures are sacrificed at the same time (101.4).',
      expect: { kind: 'action', next: null, rules: ['101.4'] },
    },
  ],
};

/** The same example with one authored decision out of APNAP order: the engine must refuse it. */
export const outOfOrderExample: Example = {
  ...sacrificeExample,
  slug: 'test-out-of-order',
  scenario: {
    ...sacrificeExample.scenario,
    decisions: [{ player: 'Ana', choice: ['ana-bears'] }],
  },
  steps: [
    sacrificeExample.steps[0]!,
    { narration: 'Ana chooses first (wrong on purpose).', expect: { kind: 'decision', player: 'Ana' } },
  ],
};

/** "Each player discards a card" (Liliana of the Veil's +1), Cy active: Cy has chosen face down. */
export const discardExample: Example = {
  ...sacrificeExample,
  slug: 'test-discard',
  scenario: {
    ...sacrificeExample.scenario,
    cards: [
      ...sacrificeExample.scenario.cards,
      { id: 'cy-duress', name: 'Duress', owner: 'Cy', zone: 'hand', types: ['sorcery'], manaValue: 1 },
    ],
    effect: { id: 'each-player-discards-a-card', controller: 'Ana' },
    decisions: [{ player: 'Cy', choice: ['cy-duress'] }],
  },
  steps: [],
};
