import { Simulator } from '@/components/simulator/Simulator';
import { RituelSimulator } from '@/components/simulator/RituelSimulator';
import { useLocale } from 'next-intl';
import { isLang, localePath, type Lang } from '@/components/i18n/lang';
import { requireExample } from '@/content/library';

function usePageLang(): Lang {
  const locale = useLocale();
  return isLang(locale) ? locale : 'en';
}

/** `<Simulator example="slug" />` in MDX: resolves the example's data on the server. */
export function ExampleSimulator({ example }: { example: string }) {
  // In the page's language: the example's French text and French step links on a French page.
  const lang = usePageLang();
  const stepHref = (slug: string, n: number) => localePath(lang, `/examples/${slug}/${n}`);
  // Embedded in a rule section (an h2), so the simulator's own heading is an h3.
  return <Simulator example={requireExample(example, lang)} headingLevel={3} stepHref={stepHref} />;
}

const RITUEL_SLUGS = [
  'rituel-original-casters-turn',
  'rituel-original-opponents-turn',
  'rituel-errata-casters-turn',
  'rituel-errata-opponents-turn',
] as const;

/** `<RituelSimulator />` in MDX: the seed card's four variants, behind the wording/turn switches. */
export function RituelExampleSimulator() {
  const lang = usePageLang();
  const examples = Object.fromEntries(RITUEL_SLUGS.map((slug) => [slug, requireExample(slug, lang)]));
  const stepHref = (slug: string, n: number) => localePath(lang, `/examples/${slug}/${n}`);
  return <RituelSimulator examples={examples} headingLevel={3} stepHref={stepHref} />;
}
