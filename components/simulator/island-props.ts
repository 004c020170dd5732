// What the server hands the island (plain data, serialisable), for one example or a group of
// variants behind switches, and how one example of it is placed.
import type { Example } from '@/content/example-types';
import type { Decision } from '@/engine/types';
import type { Mode } from './ModeSwitch';
import type { Selection, VariantSwitch } from './variants';

export interface IslandProps {
  /** The examples by slug: one, or every variant of a group. */
  examples: Readonly<Record<string, Example>>;
  /** The slug shown, with `{switch}` placeholders for a group (`rituel-{wording}-{turn}-turn`). */
  pattern: string;
  /** None for a single example. */
  switches: readonly VariantSwitch[];
  /** The switches' values first shown. */
  selection: Selection;
  /** The page (or share link) of each step of each example, by slug. */
  stepLinks: Readonly<Record<string, readonly string[]>>;
  /** The embed of each step of each example, by slug: "Embed" is offered when set. */
  embedLinks?: Readonly<Record<string, readonly string[]>>;
  /** "View as" is part of the copied links and read back from the address (`?view=`). */
  shareView?: boolean;
  /** 0-based. */
  initialStep: number;
  idPrefix: string;
  /** Level of the simulator's title (a group's title; its examples' titles are one level below). */
  headingLevel: number;
  /** Inside another page (a rule page, an iframe): each example links to its own page. */
  embedded: boolean;
  /** A group's title, drawn above its switches. */
  title?: string;
  /** `data-slug` of the root (the example's slug, or the group's id), for tests and embeds. */
  dataSlug: string;
  /** Load the interactive part at once, not when it nears the viewport (the sandbox, where it is the page). */
  eager?: boolean;
  initialMode?: Mode;
  /** Told the decisions of the Try it yourself run each time they change (the sandbox's share link). */
  onDecisions?: (decisions: readonly Decision[]) => void;
}

/** Where one example of the island goes: its ids, heading level and own-page link. */
export function placement(props: IslandProps, slug: string) {
  const grouped = props.switches.length > 0;
  const links = props.stepLinks[slug] ?? [];
  return {
    example: props.examples[slug],
    stepLinks: links,
    embedLinks: props.embedLinks?.[slug],
    idPrefix: grouped ? `${props.idPrefix}-${slug}` : props.idPrefix,
    headingLevel: grouped ? props.headingLevel + 1 : props.headingLevel,
    ownPageHref: (index: number) => (props.embedded ? links[index] : undefined),
  };
}
