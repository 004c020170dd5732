// The Rituel page's simulator: one table, two switches (wording; whose turn), four examples.
// Server component: the initial selection is rendered as HTML, the switches hydrate later.
import type { Example } from '@/content/example-types';
import { timeline } from '@/engine';
import { MissingExample } from './MissingExample';
import { RituelIsland } from './RituelIsland';
import { rituelSlug, TURNS, WORDINGS, type Turn, type Wording } from './rituel-choice';
import { RituelSwitches } from './RituelSwitches';
import { defaultStepHref, type StepHref } from './Simulator';
import { SimulatorView } from './SimulatorView';
import { buildTable } from './table-model';
import { exampleProps, simulatorIdPrefix } from './view-props';
import { EVERYONE } from './viewer';
import { buildWalkthrough, clampStep } from './walkthrough';

export interface RituelSimulatorProps {
  /** The four Rituel examples by slug (`rituel-original-casters-turn`, …). */
  examples: Record<string, Example>;
  wording?: Wording;
  turn?: Turn;
  initialStep?: number;
  headingLevel?: number;
  title?: string;
  stepHref?: StepHref;
}

export function RituelSimulator({
  examples,
  wording = 'original',
  turn = 'casters',
  initialStep,
  headingLevel = 2,
  title = 'Rituel: compare the two wordings',
  stepHref = defaultStepHref,
}: RituelSimulatorProps) {
  const idPrefix = simulatorIdPrefix('rituel');
  const walks = Object.fromEntries(
    WORDINGS.flatMap((w) => TURNS.map((t) => rituelSlug(w.value, t.value)))
      .filter((slug) => examples[slug])
      .map((slug) => [slug, buildWalkthrough(examples[slug]!, timeline(examples[slug]!.scenario))]),
  );
  const stepLinks = Object.fromEntries(
    Object.entries(walks).map(([slug, walk]) => [slug, walk.map((_, i) => stepHref(slug, i + 1))]),
  );
  const slug = rituelSlug(wording, turn);
  const example = examples[slug];
  const walk = walks[slug];
  const index = clampStep(initialStep, walk?.length ?? 1);
  const innerPrefix = `${idPrefix}-${slug}`;
  return (
    <RituelIsland
      title={title}
      examples={examples}
      stepLinks={stepLinks}
      wording={wording}
      turn={turn}
      initialStep={index}
      idPrefix={idPrefix}
      headingLevel={headingLevel}
    >
      <RituelSwitches idPrefix={idPrefix} wording={wording} turn={turn} />
      {example && walk ? (
        <SimulatorView
          {...exampleProps(example, {
            idPrefix: innerPrefix,
            headingLevel: headingLevel + 1,
            ownPageHref: stepLinks[slug]?.[index],
          })}
          mode="walkthrough"
          viewer={EVERYONE}
          table={buildTable(walk[index]!.state, EVERYONE)}
          step={walk[index]!}
          total={walk.length}
        />
      ) : (
        <MissingExample slug={slug} />
      )}
    </RituelIsland>
  );
}

export default RituelSimulator;
