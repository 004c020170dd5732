import { Simulator } from '@/components/simulator/Simulator';
import { RituelSimulator } from '@/components/simulator/RituelSimulator';
import { requireExample } from '@/content/library';

/** `<Simulator example="slug" />` in MDX: resolves the example's data on the server. */
export function ExampleSimulator({ example }: { example: string }) {
  // Embedded in a rule section (an h2), so the simulator's own heading is an h3.
  return <Simulator example={requireExample(example)} headingLevel={3} />;
}

const RITUEL_SLUGS = [
  'rituel-original-casters-turn',
  'rituel-original-opponents-turn',
  'rituel-errata-casters-turn',
  'rituel-errata-opponents-turn',
] as const;

/** `<RituelSimulator />` in MDX: the seed card's four variants, behind the wording/turn switches. */
export function RituelExampleSimulator() {
  const examples = Object.fromEntries(RITUEL_SLUGS.map((slug) => [slug, requireExample(slug)]));
  return <RituelSimulator examples={examples} headingLevel={3} />;
}
