'use client';
import { useEffect, useState } from 'react';
import type { Example } from '@/content/example-types';
import { InteractiveSimulator } from './InteractiveSimulator';
import { rituelSlug, type Turn, type Wording } from './rituel-choice';
import { RituelSwitches } from './RituelSwitches';
import { MissingExample } from './MissingExample';

export interface RituelInteractiveProps {
  examples: Record<string, Example>;
  stepLinks: Record<string, string[]>;
  wording: Wording;
  turn: Turn;
  initialStep: number;
  idPrefix: string;
  headingLevel: number;
  onReady?: () => void;
}

/**
 * One simulator, four examples: switching wording or turn swaps the example and keeps the step
 * position (clamped to the new example's length), so the two versions can be compared step by step.
 */
export function RituelInteractive(props: RituelInteractiveProps) {
  const [choice, setChoice] = useState({ wording: props.wording, turn: props.turn });
  const [step, setStep] = useState(props.initialStep);
  const slug = rituelSlug(choice.wording, choice.turn);
  const example = props.examples[slug];
  const { onReady } = props;
  useEffect(() => onReady?.(), [onReady]);
  return (
    <>
      <RituelSwitches
        idPrefix={props.idPrefix}
        wording={choice.wording}
        turn={choice.turn}
        onChange={(wording, turn) => setChoice({ wording, turn })}
      />
      {example ? (
        <InteractiveSimulator
          key={slug}
          example={example}
          initialStep={step}
          stepLinks={props.stepLinks[slug] ?? []}
          idPrefix={`${props.idPrefix}-${slug}`}
          headingLevel={props.headingLevel + 1}
          embedded
          onStepChange={setStep}
        />
      ) : (
        <MissingExample slug={slug} />
      )}
    </>
  );
}
