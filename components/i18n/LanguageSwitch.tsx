'use client';
// The header's language switch: the same page in the other language, keeping the section (#hash),
// the query (?s= share links, drills) and the example step (same path). The choice is remembered
// in this browser (choice.ts) so that pages in the other language offer a way back.
import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import type { MouseEvent } from 'react';
import { otherLang } from '@/i18n/lang';
import { usePageLang } from './use-page-lang';
import { counterpart, storeChoice, switchTarget } from './choice';

export function LanguageSwitch() {
  const t = useTranslations('site.language');
  const lang = usePageLang();
  const pathname = usePathname() ?? '/';
  const other = otherLang(lang);
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    storeChoice(other);
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) {
      event.currentTarget.href = switchTarget(other, window.location, document);
      return;
    }
    event.preventDefault();
    // Another language is another root layout: a full navigation, as the link alone would do.
    window.location.assign(switchTarget(other, window.location, document));
  }
  return (
    // Without JavaScript the link still goes to the same page in the other language.
    <a href={counterpart(pathname, other)} hrefLang={other} lang={other} title={t('switchTitle')} onClick={onClick} className="language-switch" data-language-switch="">
      {t('other')}
    </a>
  );
}
