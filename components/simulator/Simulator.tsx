// The simulator as used by MDX (`<Simulator example={data} />`) and by example pages
// (`<Simulator example={data} initialStep={n} />`). A server component: it runs the engine on
// the server and renders the initial step as plain HTML (readable with no JavaScript); a small
// client island then loads the interactive part when it is wanted.
import type { Example } from '@/content/example-types';
import { timeline } from '@/engine';
import { SimulatorIsland } from './SimulatorIsland';
import { SimulatorView } from './SimulatorView';
import { buildTable } from './table-model';
import { exampleProps, simulatorIdPrefix } from './view-props';
import { EVERYONE } from './viewer';
import { buildWalkthrough, clampStep } from './walkthrough';

export type StepHref = (slug: string, step1Based: number) => string;

export const defaultStepHref: StepHref = (slug, n) => `/examples/${slug}/${n}`;

export interface SimulatorProps {
  example: Example;
  /** 0-based step shown first. */
  initialStep?: number;
  /** Level of the simulator's title; seats and stack use the next level. Default 2. */
  headingLevel?: number;
  /** Inside another page (a rule page, an iframe): adds a link to the example's own page. */
  embedded?: boolean;
  stepHref?: StepHref;
  /** Distinguishes two simulators of the same example on one page (ids are built from it). */
  id?: string;
}

export function Simulator({
  example,
  initialStep,
  headingLevel = 2,
  embedded = false,
  stepHref = defaultStepHref,
  id,
}: SimulatorProps) {
  const walk = buildWalkthrough(example, timeline(example.scenario));
  const index = clampStep(initialStep, walk.length);
  const step = walk[index]!;
  const stepLinks = walk.map((_, i) => stepHref(example.slug, i + 1));
  const idPrefix = simulatorIdPrefix(example.slug, id);
  const ownPageHref = embedded ? stepLinks[index] : undefined;
  return (
    <SimulatorIsland
      example={example}
      initialStep={index}
      stepLinks={stepLinks}
      idPrefix={idPrefix}
      headingLevel={headingLevel}
      embedded={embedded}
    >
      <SimulatorView
        {...exampleProps(example, { idPrefix, headingLevel, ownPageHref })}
        mode="walkthrough"
        viewer={EVERYONE}
        table={buildTable(step.state, EVERYONE)}
        step={step}
        total={walk.length}
      />
    </SimulatorIsland>
  );
}

export default Simulator;
