'use client';
import { useEffect } from 'react';
import type { Example } from '@/content/example-types';
import { SimulatorView } from './SimulatorView';
import { liveViewProps, useSimulator } from './useSimulator';
import { exampleProps } from './view-props';

export interface InteractiveSimulatorProps {
  example: Example;
  /** 0-based. */
  initialStep: number;
  /** The page of each step (index 0 = step 1), computed on the server from `stepHref`. */
  stepLinks: readonly string[];
  idPrefix: string;
  headingLevel: number;
  /** Inside another page: link to the example's own page (at the step on screen). */
  embedded?: boolean;
  /** Told each time the walkthrough moves (the Rituel switches keep the position). */
  onStepChange?: (index: number) => void;
  /** Called once mounted: the island then marks itself `data-ready="true"`. */
  onReady?: () => void;
}

/** The simulator with its controls live; same markup as the server's static view. */
export function InteractiveSimulator(props: InteractiveSimulatorProps) {
  const { example, stepLinks, idPrefix, headingLevel, embedded } = props;
  const sim = useSimulator(example, props.initialStep, stepLinks, props.onStepChange);
  const ownPageHref = embedded ? stepLinks[sim.step.index] : undefined;
  const { onReady } = props;
  useEffect(() => onReady?.(), [onReady]);
  return (
    <SimulatorView
      {...exampleProps(example, { idPrefix, headingLevel, ownPageHref })}
      {...liveViewProps(sim)}
    />
  );
}
