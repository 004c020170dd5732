'use client';
// The simulator with its controls live (loaded by the island with React.lazy): the same markup as
// the static view. A group's switches swap the example and keep the step position (clamped to the
// new example's length), so two variants can be compared step by step.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Decision } from '@/engine/types';
import { placement, type IslandProps } from './island-props';
import { MissingExample } from './MissingExample';
import { SimulatorMessages } from './SimulatorMessages';
import { SimulatorView } from './SimulatorView';
import { liveViewProps, useSimulator, type SimulatorOptions } from './useSimulator';
import { variantSlug } from './variants';
import { VariantSwitches } from './VariantSwitches';
import { exampleProps } from './view-props';

interface LiveExampleProps extends SimulatorOptions {
  idPrefix: string;
  headingLevel: number;
  ownPageHref: (index: number) => string | undefined;
  onDecisions?: (decisions: readonly Decision[]) => void;
}

function LiveExample({ idPrefix, headingLevel, ownPageHref, onDecisions, ...options }: LiveExampleProps) {
  const sim = useSimulator(options);
  // Told only of changes: at mount the run's decisions are the table's own (a report then could
  // land after the sandbox has replaced the table, e.g. from a share link, and wipe its decisions).
  const tryDecisions = sim.mode === 'try' ? sim.tryIt.state.decisions : null;
  const reported = useRef(tryDecisions);
  useEffect(() => {
    if (!tryDecisions || tryDecisions === reported.current) return;
    reported.current = tryDecisions;
    onDecisions?.(tryDecisions);
  }, [tryDecisions, onDecisions]);
  return (
    <SimulatorView
      {...exampleProps(options.example, { idPrefix, headingLevel, ownPageHref: ownPageHref(sim.step.index) })}
      {...liveViewProps(sim)}
      embeddable={!!options.embedLinks}
    />
  );
}

export default function InteractiveSimulator(props: IslandProps & { onReady?: () => void }) {
  const [selection, setSelection] = useState(props.selection);
  const [step, setStep] = useState(props.initialStep);
  const slug = variantSlug(props.pattern, selection);
  const { example, ...at } = placement(props, slug);
  const { onReady } = props;
  // Before paint, in the commit that puts the live controls in place: the island's `data-ready`
  // changes with them, so a press is never taken for one on the static view (use-first-press.ts).
  useLayoutEffect(() => onReady?.(), [onReady]);
  return (
    <SimulatorMessages>
      {props.switches.length ? (
        <VariantSwitches idPrefix={props.idPrefix} switches={props.switches} selection={selection} onChange={setSelection} />
      ) : null}
      {example ? (
        <LiveExample
          key={slug}
          example={example}
          initialStep={step}
          stepLinks={at.stepLinks}
          embedLinks={at.embedLinks}
          shareView={props.shareView}
          idPrefix={at.idPrefix}
          headingLevel={at.headingLevel}
          ownPageHref={at.ownPageHref}
          onStepChange={setStep}
          initialMode={props.initialMode}
          onDecisions={props.onDecisions}
        />
      ) : (
        <MissingExample slug={slug} />
      )}
    </SimulatorMessages>
  );
}
