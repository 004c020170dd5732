// The simulator island's props for the sandbox's table: one builder for the live sandbox
// (SandboxSimulator) and the server's drawing of the default table (StaticSandbox), so that both
// draw the same simulator.
import type { Example } from '@/content/example-types';
import type { Decision } from '@/engine/types';
import type { IslandProps } from '@/components/simulator/island-props';
import { simulatorIdPrefix } from '@/components/simulator/view-props';

export function sandboxIsland(
  example: Example,
  stepLinks: readonly string[],
  /** How many decisions the table was opened with. */
  opened: number,
  onDecisions?: (decisions: readonly Decision[]) => void,
): IslandProps {
  return {
    examples: { sandbox: example },
    pattern: 'sandbox',
    switches: [],
    selection: {},
    stepLinks: { sandbox: stepLinks },
    // A link with decisions opens on the last of them: where the sender left the table.
    initialStep: opened ? Number.MAX_SAFE_INTEGER : 0,
    idPrefix: simulatorIdPrefix('sandbox'),
    headingLevel: 3,
    embedded: false,
    dataSlug: 'sandbox',
    // The simulator is what this page is for: once the sandbox's code is there, no waiting for it
    // to scroll into view.
    eager: true,
    // A table with no decisions yet has nothing to walk through: open straight in Try it yourself.
    initialMode: opened ? 'walkthrough' : 'try',
    onDecisions,
  };
}
