// What the table shows once a drill is answered: the engine's own state after the answer, from
// the drill's replayable scenario (its sandbox link: the table and the decisions up to the
// outcome). Nothing here decides a rule; a scenario the engine refuses keeps the moment shown.
import { timeline } from '@/engine';
import type { GameState } from '@/engine';
import type { Drill } from '@/engine/practice';

export function outcomeOf(drill: Pick<Drill, 'sandbox' | 'state'>): GameState {
  const { steps } = timeline(drill.sandbox);
  return steps[steps.length - 1]?.state ?? drill.state;
}
