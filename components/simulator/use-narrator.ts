// The narrator of the page's language: every engine text the simulator shows (log lines, prompts,
// reasons, refusals, hints, verdicts, abilities, Copy as text) goes through it.
import { usePageLang } from '@/components/i18n/use-page-lang';
import { narratorFor, type Narrator } from '@/i18n/narrators';

export function useNarrator(): Narrator {
  return narratorFor(usePageLang());
}
