// What the practice page's tests share: the address a reader arrives at, the page drawn as an
// English page draws it (its messages and rule links), and a seed whose drill is of a given kind.
import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import { generateDrill, GENERATOR_VERSION } from '@/engine/practice';
import type { Drill, TopicId } from '@/engine/practice';
import { RuleLinksProvider } from '@/components/content/RuleLinks';
import { TestIntl } from '@/components/i18n/TestIntl';
import { ruleHrefs } from '@/content/library';
import { englishPractice } from '@/i18n/narrators/en/practice';
import { PracticeApp } from '../PracticeApp';

/** Puts the reader at /practice with this query string. */
export function at(search: string): void {
  window.history.replaceState(null, '', `/practice${search}`);
}

/** Draws `ui` as an English page does: English messages, English rule links. */
export function renderEnglish(ui: ReactElement) {
  return render(<RuleLinksProvider hrefs={ruleHrefs()}>{ui}</RuleLinksProvider>, { wrapper: TestIntl });
}

/** Opens /practice on a drill link; returns the same drill, made here from the same link. */
export async function openDrill(seed: number, topic: TopicId, version = GENERATOR_VERSION): Promise<Drill> {
  at(`?v=${version}&seed=${seed}&topic=${topic}`);
  renderEnglish(<PracticeApp say={englishPractice} />);
  await screen.findByRole('heading', { level: 2 });
  return generateDrill(seed, topic, version);
}

/** The first seed whose drill of this kind satisfies `want` (so tests cover real cases, not one hand-picked answer). */
export function seedWhere(topic: TopicId, want: (d: Drill) => boolean): number {
  for (let s = 0; s < 500; s++) if (want(generateDrill(s, topic))) return s;
  throw new Error(`no ${topic} drill fits`);
}
