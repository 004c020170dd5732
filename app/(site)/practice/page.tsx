import type { Metadata } from 'next';
import { RuleLinksProvider } from '@/components/content/RuleLinks';
import { PracticeIsland } from '@/components/practice/PracticeIsland';
import { ruleHrefs } from '@/content/library';

const description =
  'Endless drills on APNAP order (101.4), hidden choices (101.4a/b), multi-step effects (608.2e) and the two Rituel wordings: random tables generated from a seed, answered and explained by the rules engine. Score kept in your browser.';

export const metadata: Metadata = {
  title: 'Practice: drills checked by the rules engine',
  description,
  alternates: { canonical: '/practice' },
  openGraph: { title: 'Practice: APNAP drills checked by the rules engine', description },
};

// Static: the drill's `?v=&seed=&topic=` is read in the browser, after hydration.
export const dynamic = 'error';

export default function PracticePage() {
  return (
    <div className="page-wide">
      <h1>Practice</h1>
      <p className="lede">
        A random table, one question: who chooses next, what a player knows, where the cards go. Every drill is made
        from a seed and answered by the same rules engine as the examples, with the rule it rests on. Each drill has its
        own link, so you can share it.
      </p>
      <noscript>
        <p>The drills are generated in your browser and need JavaScript. The worked examples work without it.</p>
      </noscript>
      <RuleLinksProvider hrefs={ruleHrefs()}>
        <PracticeIsland />
      </RuleLinksProvider>
    </div>
  );
}
