// Tables to start from, so that a reader on a phone builds a table in one tap instead of twenty:
// plain `apnap/1` scenarios (scenario-format.md), checked by the engine's `parseScenario` in
// ready-tables.test.ts and when loaded. What happens at them is the engine's, not this file's.
import type { Scenario, ScenarioCard } from '@/engine/types';

export type ReadyTableId = 'two-players' | 'four-players' | 'wrath-death-triggers';

const creature = (id: string, name: string, owner: string, manaValue: number): ScenarioCard => ({
  id,
  name,
  owner,
  zone: 'battlefield',
  types: ['creature'],
  manaValue,
});
const land = (id: string, name: string, owner: string): ScenarioCard => ({ id, name, owner, zone: 'battlefield', types: ['land'] });

/** A plain `apnap/1` table; every player starts at 20 life unless `life` says otherwise. */
const table = (players: string[], activePlayer: string, cards: ScenarioCard[], effect: Scenario['effect'], life?: Scenario['life']): Scenario => ({
  format: 'apnap/1',
  players,
  activePlayer,
  ...(life ? { life } : {}),
  cards,
  effect,
});

/** Ana's and Ben's creatures, the same at the two-player and the four-player table. */
const ANA_AND_BEN = [
  creature('bears', 'Grizzly Bears', 'Ana', 2),
  creature('elk', 'Woodland Elk', 'Ana', 4),
  creature('elves', 'Llanowar Elves', 'Ben', 1),
  creature('giant', 'Hill Giant', 'Ben', 4),
];

export const READY_TABLES: readonly { id: ReadyTableId; scenario: Scenario }[] = [
  {
    // 101.4 at its smallest: the active player chooses, then the other, then both sacrifice at once.
    id: 'two-players',
    scenario: table(['Ana', 'Ben'], 'Ana', [...ANA_AND_BEN, land('forest', 'Forest', 'Ben')], {
      id: 'each-player-sacrifices-a-creature',
      controller: 'Ben',
    }),
  },
  {
    // Four seats, the third one active: APNAP order starts mid-table and wraps around (101.4).
    id: 'four-players',
    scenario: table(
      ['Ana', 'Ben', 'Cy', 'Dee'],
      'Cy',
      [
        ...ANA_AND_BEN,
        creature('wolves', 'Timber Wolves', 'Cy', 1),
        creature('wurm', 'Craw Wurm', 'Cy', 6),
        creature('solemn', 'Solemn Simulacrum', 'Dee', 4),
        land('island', 'Island', 'Dee'),
      ],
      { id: 'each-player-sacrifices-a-creature', controller: 'Ana' },
    ),
  },
  {
    // Every creature dies at once; Blood Artist and Zulaport Cutthroat see them die (603.10a), their
    // abilities wait, then go on the stack in APNAP order (603.3b). Ben and Cy are low on life, so the
    // state-based check between abilities (704.5a) has players losing; whom Ana's abilities target
    // decides who is left.
    id: 'wrath-death-triggers',
    scenario: table(
      ['Ana', 'Ben', 'Cy'],
      'Ana',
      [
        creature('artist', 'Blood Artist', 'Ana', 2),
        creature('bears', 'Grizzly Bears', 'Ana', 2),
        creature('zulaport', 'Zulaport Cutthroat', 'Ben', 2),
        creature('elves', 'Llanowar Elves', 'Cy', 1),
      ],
      { id: 'wrath-of-god', controller: 'Ana' },
      { Ben: 2, Cy: 1 },
    ),
  },
];
