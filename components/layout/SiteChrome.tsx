import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { Lang } from '@/i18n/lang';
import { LanguageOffer } from '@/components/i18n/LanguageOffer';
import { SiteHeader } from './SiteHeader';
import { SiteFooter } from './SiteFooter';
import { OfflineSupport } from '@/components/offline/OfflineSupport';

/** The page's main element: the skip link's target, and what the first paint waits for. */
const MAIN_ID = 'main';

/** Header, skip link and footer around a page (every page but the bare embeds), in `lang`. */
export function SiteChrome({ lang, children }: { lang: Lang; children: ReactNode }) {
  const t = useTranslations('site');
  return (
    <>
      {/* No first paint before the header is whole (React puts this link in <head>): painted half
          parsed, its tools (search, language) could sit on the brand's line, then wrap under it once
          the rest arrives and push the page down (a layout shift, seen on French pages). The link
          names <main>, the element after the header: Chromium ends the block as soon as the named
          element is in the document, its start tag parsed, not its end (with #site-header, a
          document arriving in pieces still painted the header with its search button alone, the
          nav 52 px higher than once its language switch came). */}
      <link rel="expect" href={`#${MAIN_ID}`} blocking="render" />
      <a className="skip-link" href={`#${MAIN_ID}`}>
        {t('skipLink')}
      </a>
      <SiteHeader lang={lang} />
      <LanguageOffer />
      <main id={MAIN_ID} tabIndex={-1}>
        {children}
      </main>
      <SiteFooter lang={lang} />
      <OfflineSupport />
    </>
  );
}
