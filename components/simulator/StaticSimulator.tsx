// The simulator as plain markup at its first step, controls drawn as they will be: the server's HTML
// (readable with no JavaScript) and the island's fallback until the interactive part has loaded.
import type { IslandProps } from './island-props';
import { placement } from './island-props';
import { MissingExample } from './MissingExample';
import { SimulatorView } from './SimulatorView';
import { buildTable } from './table-model';
import { useNarrator } from './use-narrator';
import { variantSlug } from './variants';
import { VariantSwitches } from './VariantSwitches';
import { exampleProps } from './view-props';
import { EVERYONE } from './viewer';
import { clampStep, walkthroughOf } from './walkthrough';

export function StaticSimulator(props: IslandProps) {
  const slug = variantSlug(props.pattern, props.selection);
  const at = placement(props, slug);
  const walk = at.example ? walkthroughOf(at.example) : [];
  const index = clampStep(props.initialStep, walk.length);
  const step = walk[index];
  const narrator = useNarrator();
  return (
    <>
      {props.switches.length ? (
        <VariantSwitches idPrefix={props.idPrefix} switches={props.switches} selection={props.selection} />
      ) : null}
      {at.example && step ? (
        <SimulatorView
          {...exampleProps(at.example, {
            idPrefix: at.idPrefix,
            headingLevel: at.headingLevel,
            ownPageHref: at.ownPageHref(index),
          })}
          mode="walkthrough"
          viewer={EVERYONE}
          table={buildTable(step.state, EVERYONE, true, narrator)}
          step={step}
          total={walk.length}
          embeddable={!!at.embedLinks}
        />
      ) : (
        <MissingExample slug={slug} />
      )}
    </>
  );
}
