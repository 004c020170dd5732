// Four small Rituel examples for the RituelSimulator tests (inline, independent of content/).
// Ana casts Rituel; her hand is revealed; each player may choose a nonland card from it.
import type { Example } from '@/content/example-types';
import type { Decision, PlayerId } from '@/engine/types';
import { rituelSlug, type Turn, type Wording } from './rituel-choice';

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

export const rituelExamples: Record<string, Example> = Object.fromEntries(
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
