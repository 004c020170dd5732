// The page's language, from next-intl's locale (set by each language's root layout): one place
// that narrows the locale string to a Lang, for server and client components alike.
import { useLocale } from 'next-intl';
import { DEFAULT_LANG, isLang, type Lang } from '@/i18n/lang';

export function usePageLang(): Lang {
  const locale = useLocale();
  return isLang(locale) ? locale : DEFAULT_LANG;
}
