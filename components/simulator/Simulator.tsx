// The one simulator: `<Simulator example={data} />` on example pages, embeds and rule pages, and
// `<Simulator group={…} />` for a group of variant examples behind switches (the Rituel card).
// A server component: it hands the island the example's data; the island's server render draws the
// first step as plain HTML (readable with no JavaScript, ServerDrawnView), and the island loads the
// interactive part when it is wanted. French pages are rendered by the server too: their narrator is
// registered here (the browser's loads with the interactive part, SimulatorIsland).
import '@/i18n/narrators/fr';
import type { Example } from '@/content/example-types';
import type { IslandProps } from './island-props';
import { SimulatorIsland } from './SimulatorIsland';
import { initialSelection, variantSlugs, type Selection, type VariantSwitch } from './variants';
import { simulatorIdPrefix } from './view-props';
import { walkthroughOf } from './walkthrough';

export type StepHref = (slug: string, step1Based: number) => string;

export const defaultStepHref: StepHref = (slug, n) => `/examples/${slug}/${n}`;

/** Variant examples behind switches, as content declares them. */
export interface VariantGroup {
  /** Names the group's ids (`sim-<id>-…`) and `data-slug`. */
  id: string;
  title: string;
  /** e.g. `rituel-{wording}-{turn}-turn`: the switches' values name the example shown. */
  pattern: string;
  switches: readonly VariantSwitch[];
  /** Every example the switches reach, by slug. */
  examples: Readonly<Record<string, Example>>;
  /** The switches' first values (default: each switch's first option). */
  selection?: Selection;
}

/** Where and how a simulator is placed on its page. */
export interface SimulatorPlacement {
  /** 0-based step shown first. */
  initialStep?: number;
  /** Level of the simulator's title; seats and stack use the next level. Default 2. */
  headingLevel?: number;
  /** Inside another page (a rule page, an iframe): adds a link to the example's own page. */
  embedded?: boolean;
  stepHref?: StepHref;
  /** The embed (/embed/<slug>/<n>) of each step: offers "Embed" beside the share buttons. */
  embedHref?: StepHref;
  /** "View as" goes in the copied links and is read back from the address (`?view=`, share-view.ts). */
  shareView?: boolean;
  /** Distinguishes two simulators of the same example on one page (ids are built from it). */
  id?: string;
}

export type SimulatorProps = SimulatorPlacement &
  ({ example: Example; group?: undefined } | { group: VariantGroup; example?: undefined });

/** The island's data: one example, or a group whose every variant is linked step by step. */
export function islandProps(props: SimulatorProps): IslandProps {
  const { initialStep = 0, headingLevel = 2, stepHref = defaultStepHref } = props;
  const group: VariantGroup = props.group ?? {
    id: props.id ?? props.example.slug,
    title: '',
    pattern: props.example.slug,
    switches: [],
    examples: { [props.example.slug]: props.example },
  };
  const slugs = variantSlugs(group.pattern, group.switches).filter((slug) => group.examples[slug]);
  return {
    examples: Object.fromEntries(slugs.map((slug) => [slug, group.examples[slug]!])),
    pattern: group.pattern,
    switches: group.switches,
    selection: initialSelection(group.switches, group.selection),
    stepLinks: Object.fromEntries(
      slugs.map((slug) => [slug, walkthroughOf(group.examples[slug]!).map((_, i) => stepHref(slug, i + 1))]),
    ),
    embedLinks: props.embedHref
      ? Object.fromEntries(slugs.map((slug) => [slug, walkthroughOf(group.examples[slug]!).map((_, i) => props.embedHref!(slug, i + 1))]))
      : undefined,
    shareView: props.shareView,
    initialStep,
    idPrefix: simulatorIdPrefix(props.group ? group.id : group.pattern, props.group ? undefined : props.id),
    headingLevel,
    // A group's examples each link to their own page: the group lives on another page.
    embedded: props.group ? true : (props.embedded ?? false),
    title: props.group ? group.title : undefined,
    dataSlug: props.group ? group.id : group.pattern,
  };
}

export function Simulator(props: SimulatorProps) {
  // The island draws the static view itself on the server (ServerDrawnView): given here as children,
  // it would also travel in the page's payload, a second copy of its markup.
  return <SimulatorIsland {...islandProps(props)} />;
}

export default Simulator;
