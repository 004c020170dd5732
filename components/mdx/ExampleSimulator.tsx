import { Simulator } from '@/components/simulator/Simulator';
import type { Selection, VariantSwitch } from '@/components/simulator/variants';
import { variantSlugs } from '@/components/simulator/variants';
import { localePath } from '@/i18n/lang';
import { usePageLang } from '@/components/i18n/use-page-lang';
import { requireExample } from '@/content/library';

export type ExampleSimulatorProps =
  /** `<Simulator example="slug" />`: one worked example. */
  | { example: string }
  /**
   * `<Simulator id="rituel" title="…" variants="rituel-{wording}-{turn}-turn" switches={[…]} />`:
   * a group of variant examples behind switches; each switch's value fills its `{name}`.
   */
  | { example?: undefined; id: string; title: string; variants: string; switches: VariantSwitch[]; selection?: Selection };

/** `<Simulator …>` in MDX: resolves the examples' data on the server (an unknown slug fails the build). */
export function ExampleSimulator(props: ExampleSimulatorProps) {
  // In the page's language: the example's French text and French step links on a French page.
  const lang = usePageLang();
  const stepHref = (slug: string, n: number) => localePath(lang, `/examples/${slug}/${n}`);
  // Embedded in a rule section (an h2), so the simulator's own heading is an h3.
  if (props.example !== undefined) {
    return <Simulator example={requireExample(props.example, lang)} headingLevel={3} stepHref={stepHref} />;
  }
  const { id, title, variants, switches, selection } = props;
  const examples = Object.fromEntries(variantSlugs(variants, switches).map((slug) => [slug, requireExample(slug, lang)]));
  return (
    <Simulator group={{ id, title, pattern: variants, switches, examples, selection }} headingLevel={3} stepHref={stepHref} />
  );
}
