'use client';
// The simulator over the sandbox's own table: the same island, hook and markup as every worked
// example (components/simulator), fed an Example built on the fly. It reports the decisions made
// in "Try it yourself" so that the export and the share link carry them.
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { localePath } from '@/i18n/lang';
import { usePageLang } from '@/components/i18n/use-page-lang';
import type { Decision, Scenario } from '@/engine/types';
import { SimulatorIsland } from '@/components/simulator/SimulatorIsland';
import { StaticSimulator } from '@/components/simulator/StaticSimulator';
import { useNarrator } from '@/components/simulator/use-narrator';
import { walkthroughOf } from '@/components/simulator/walkthrough';
import { sandboxExample } from './sandbox-example';
import { sandboxIsland } from './sandbox-island';
import { useShareLinks } from './useShareLinks';

export interface SandboxSimulatorProps {
  /**
   * The validated table with the decisions to walk through: the ones it was opened with, then the
   * reader's own from Try it yourself (reported by `onDecisions`), so that the walkthrough goes
   * through them to the end. Remount (key) when the table itself changes.
   */
  scenario: Scenario;
  /** Called with the decisions of the try-it run each time they change. */
  onDecisions: (decisions: readonly Decision[]) => void;
}

export function SandboxSimulator({ scenario, onDecisions }: SandboxSimulatorProps) {
  const t = useTranslations('simulator');
  const narrator = useNarrator();
  // The walkthrough follows the decisions: it used to be frozen at mount, so after the reader had
  // made every choice in Try it yourself it still stopped at the first one (before the triggered
  // abilities went on the stack and resolved). Same table, same slug: the simulator keeps its mode,
  // step and try-it run; only its walkthrough grows.
  const [opened] = useState(() => scenario.decisions?.length ?? 0);
  const example = useMemo(() => sandboxExample(scenario, t, narrator.effectName), [scenario, t, narrator.effectName]);
  // "Copy link to this step": the share link of the table with the decisions up to that step (a
  // refused step: with the refused decision). From the same walkthrough the simulator shows.
  const stepScenarios = useMemo(
    () =>
      walkthroughOf(example).map((s) =>
        s.kind === 'rejected' ? example.scenario : { ...example.scenario, decisions: [...s.state.decisions] },
      ),
    [example],
  );
  // Until the links are made (a moment after mount), a step's link is the sandbox itself.
  const lang = usePageLang();
  const pending = useMemo(() => stepScenarios.map(() => localePath(lang, '/sandbox')), [stepScenarios, lang]);
  const stepLinks = useShareLinks(stepScenarios) ?? pending;
  const island = sandboxIsland(example, stepLinks, opened, onDecisions);
  return (
    <SimulatorIsland {...island}>
      <StaticSimulator {...island} />
    </SimulatorIsland>
  );
}
