'use client';
// The simulator over the sandbox's own table: the same hook and markup as every worked example
// (components/simulator), fed an Example built on the fly. It reports the decisions made in
// "Try it yourself" so that the export and the share link carry them.
import { useLocale } from 'next-intl';
import { isLang, localePath } from '@/components/i18n/lang';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { Decision, Scenario } from '@/engine/types';
import { timeline } from '@/engine';
import { SimulatorView } from '@/components/simulator/SimulatorView';
import { liveViewProps, useSimulator } from '@/components/simulator/useSimulator';
import { exampleProps, simulatorIdPrefix } from '@/components/simulator/view-props';
import simStyles from '@/components/simulator/simulator.module.css';
import { sandboxExample } from './sandbox-example';
import { useShareLinks } from './useShareLinks';

export interface SandboxSimulatorProps {
  /** The validated table with the decisions to walk through. Read once: remount to change it. */
  scenario: Scenario;
  /** Called with the decisions of the try-it run each time they change. */
  onDecisions: (decisions: readonly Decision[]) => void;
}

const noSubscription = () => () => {};

/** False in the server's HTML and while hydrating, true once the controls are live. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

export function SandboxSimulator({ scenario, onDecisions }: SandboxSimulatorProps) {
  // Frozen at mount: later decisions come from this simulator; the parent remounts it (key) when the table changes.
  const [example] = useState(() => sandboxExample(scenario));
  // "Copy link to this step": the share link of the table with the decisions up to that step.
  const stepScenarios = useMemo(() => {
    const tl = timeline(example.scenario);
    return [...tl.steps.map((s) => ({ ...example.scenario, decisions: [...s.state.decisions] })), example.scenario];
  }, [example]);
  // Until the links are made (a moment after mount), a step's link is the sandbox itself.
  const locale = useLocale();
  const pending = useMemo(() => stepScenarios.map(() => localePath(isLang(locale) ? locale : 'en', '/sandbox')), [stepScenarios, locale]);
  const stepLinks = useShareLinks(stepScenarios) ?? pending;
  // A link with decisions opens on the last of them: where the sender left the table.
  const initialStep = scenario.decisions?.length ? Number.MAX_SAFE_INTEGER : 0;
  // A table with no decisions yet has nothing to walk through: open straight in Try it yourself.
  const initialMode = example.scenario.decisions?.length ? 'walkthrough' : 'try';
  const sim = useSimulator(example, initialStep, stepLinks, undefined, { initialMode });
  const idPrefix = simulatorIdPrefix('sandbox');
  const hydrated = useHydrated();

  const tryDecisions = sim.mode === 'try' ? sim.tryIt.state.decisions : null;
  useEffect(() => {
    if (tryDecisions) onDecisions(tryDecisions);
  }, [tryDecisions, onDecisions]);

  return (
    <section
      className={simStyles.root}
      data-simulator=""
      data-slug="sandbox"
      data-ready={hydrated ? 'true' : 'false'}
      aria-labelledby={`${idPrefix}-title`}
    >
      <SimulatorView
        {...exampleProps(example, { idPrefix, headingLevel: 3 })}
        {...liveViewProps(sim)}
      />
    </section>
  );
}
