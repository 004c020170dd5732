// The static simulator with its interface strings: drawn by the island's server render, or in the
// browser when the island was mounted there (ServerDrawnView.tsx). The page's own messages do not
// hold the simulator's (they come with its code, SimulatorMessages.tsx).
import type { IslandProps } from './island-props';
import { SimulatorMessages } from './SimulatorMessages';
import { StaticSimulator } from './StaticSimulator';

export function StaticView(props: IslandProps) {
  return (
    <SimulatorMessages>
      <StaticSimulator {...props} />
    </SimulatorMessages>
  );
}
