'use client';
// Offers the other language, after the page has loaded, to a reader who chose it before (or whose
// browser prefers it and who has not chosen): a small line under the header, never a redirect, so
// a shared link shows every reader the same page and a cache may keep it.
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { otherLang } from '@/i18n/lang';
import { whenIdle } from '@/components/hooks/when-idle';
import { usePageLang } from './use-page-lang';
import { browserLang, storeChoice, storedChoice, switchTarget } from './choice';

export function LanguageOffer() {
  const t = useTranslations('site.language');
  const lang = usePageLang();
  const other = otherLang(lang);
  const [href, setHref] = useState<string | null>(null);

  useEffect(() => {
    const wanted = storedChoice() ?? browserLang(navigator.languages ?? [navigator.language]);
    if (wanted !== other) return;
    if (!document.querySelector(`link[rel="alternate"][hreflang="${other}"]`)) return; // no translation of this page
    // Drawn when the main thread is free, not in the hydration's own tasks: for a reader whose
    // browser prefers the other language (every French page in an English browser, Lighthouse's) its
    // render, style and layout ran there, in the page's longest tasks (docs/performance-log.md).
    return whenIdle(() => setHref(switchTarget(other, window.location, document)));
  }, [other]);

  if (!href) return null;
  return (
    <p className="language-offer" lang={other} role="note">
      {t('offer')}{' '}
      <a href={href} hrefLang={other} onClick={() => storeChoice(other)}>
        {t('offerLink')}
      </a>{' '}
      <button type="button" onClick={() => (storeChoice(lang), setHref(null))}>
        {t('dismiss')}
      </button>
    </p>
  );
}
