// The narrator of the page's language: every engine text the simulator shows (log lines, prompts,
// reasons, refusals, hints, verdicts, abilities, Copy as text) goes through it.
import { useLocale } from 'next-intl';
import { isLang } from '@/components/i18n/lang';
import { narratorFor, type Narrator } from '@/components/i18n/narrator';

export function useNarrator(): Narrator {
  const locale = useLocale();
  return narratorFor(isLang(locale) ? locale : 'en');
}
