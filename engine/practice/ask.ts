// What the reader answers with, from a drill's facts: the kind of control and the options' ids,
// in the order offered. The ids are the answer's (`Drill.answer`); the labels are each narrator's.
import type { DrillFacts } from './facts';
import type { Ask } from './types';

export function askOf(f: DrillFacts): Ask {
  switch (f.topic) {
    case 'who-chooses-next':
    case 'team-order':
      return { kind: 'seat' };
    case 'what-they-know':
      // Another player's earlier choice is an option; the chooser's own are only stated.
      return { kind: 'options', options: f.choices.flatMap((c) => (c.id === undefined ? [] : [c.id])) };
    case 'where-cards-go':
      return { kind: 'options', options: f.options.map((o) => o.id) };
    case 'still-chooses':
    case 'explore-again':
      return { kind: 'yes-no' };
    case 'rituel':
      return { kind: 'seat-and-options', options: f.options.map((o) => o.id) };
    case 'trigger-order':
      return { kind: 'seat-and-options', options: f.life.map((x) => x.player) };
    case 'copy-order':
    case 'extra-turn-order':
    case 'clash-order':
    case 'scry-order':
      return { kind: 'seat' };
    case 'search-order':
      return { kind: 'seat-and-options', options: ['how-many', 'which'] };
    case 'draw-order':
      return { kind: 'seat' };
    case 'defender-sees':
      return { kind: 'options', options: f.blocks.map((b) => b.id) };
    case 'soulfire-order':
      return { kind: 'options', options: f.targets.map((t) => t.id) };
    default:
      return unknownTopic(f);
  }
}

/** A new topic's facts fail to compile here until `askOf` says how it is answered. */
function unknownTopic(f: never): never {
  throw new Error(`practice: no ask for ${JSON.stringify(f)}`);
}
