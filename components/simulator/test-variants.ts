// A variant group for the simulator's tests, declared as content declares one (inline,
// independent of content/): four small Rituel examples, wording × whose turn.
// Ana casts Rituel; her hand is revealed; each player may choose a nonland card from it.
import type { Example } from '@/content/example-types';
import type { Decision, PlayerId } from '@/engine/types';
import type { VariantGroup } from './Simulator';

type Wording = 'original' | 'errata';
type Turn = 'casters' | 'opponents';
const PATTERN = 'rituel-{wording}-{turn}-turn';
const rituelSlug = (wording: Wording, turn: Turn) => `rituel-${wording}-${turn}-turn`;

function rituel(wording: Wording, turn: Turn, decisions: Decision[]): Example {
  const active: PlayerId = turn === 'casters' ? 'Ana' : 'Ben';
  return {
    slug: rituelSlug(wording, turn),
    title: `Rituel, ${wording === 'original' ? 'original' : 'revised'} wording, ${turn === 'casters' ? 'caster’s' : 'an opponent’s'} turn`,
    summary: 'Test example.',
    rule: wording === 'original' ? '101.4' : '608.2c',
    scenario: {
      format: 'apnap/1',
      players: ['Ana', 'Ben', 'Cy'],
      activePlayer: active,
      cards: [
        { id: 'bolt', name: 'Lightning Bolt', owner: 'Ana', zone: 'hand', types: ['instant'], manaValue: 1 },
        { id: 'div', name: 'Divination', owner: 'Ana', zone: 'hand', types: ['sorcery'], manaValue: 3 },
        { id: 'forest', name: 'Forest', owner: 'Ana', zone: 'hand', types: ['land'] },
      ],
      effect: { id: wording === 'original' ? 'rituel-original' : 'rituel-errata', controller: 'Ana' },
      decisions,
    },
    steps: [],
  };
}

const examples: Record<string, Example> = Object.fromEntries(
  [
    rituel('original', 'casters', [
      { player: 'Ana', choice: ['div'] },
      { player: 'Ben', choice: ['bolt'] },
      { player: 'Cy', choice: [] },
    ]),
    rituel('original', 'opponents', [
      { player: 'Ben', choice: ['bolt'] },
      { player: 'Cy', choice: [] },
      { player: 'Ana', choice: ['div'] },
    ]),
    rituel('errata', 'casters', [
      { player: 'Ana', choice: ['div'] },
      { player: 'Ben', choice: ['bolt'] },
      { player: 'Cy', choice: [] },
    ]),
    rituel('errata', 'opponents', [
      { player: 'Ana', choice: ['div'] },
      { player: 'Ben', choice: ['bolt'] },
      { player: 'Cy', choice: [] },
    ]),
  ].map((e) => [e.slug, e]),
);

export const rituelGroup: VariantGroup = {
  id: 'rituel',
  title: 'Rituel: compare the two wordings',
  pattern: PATTERN,
  switches: [
    {
      name: 'wording',
      legend: 'Wording',
      options: [
        { value: 'original', label: 'Original wording' },
        { value: 'errata', label: 'Revised wording (“Starting with you”)' },
      ],
    },
    {
      name: 'turn',
      legend: 'Resolving on',
      options: [
        { value: 'casters', label: 'The caster’s turn' },
        { value: 'opponents', label: 'An opponent’s turn' },
      ],
    },
  ],
  examples,
};
