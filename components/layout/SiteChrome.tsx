import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { Lang } from '@/i18n/lang';
import { LanguageOffer } from '@/components/i18n/LanguageOffer';
import { HEADER_ID, SiteHeader } from './SiteHeader';
import { SiteFooter } from './SiteFooter';
import { OfflineSupport } from '@/components/offline/OfflineSupport';

/** Header, skip link and footer around a page (every page but the bare embeds), in `lang`. */
export function SiteChrome({ lang, children }: { lang: Lang; children: ReactNode }) {
  const t = useTranslations('site');
  return (
    <>
      {/* No first paint before the header is whole (React puts this link in <head>): painted half
          parsed, its tools (search, language) could sit on the brand's line, then wrap under it once
          the rest arrives and push the page down (a layout shift, seen on French pages). */}
      <link rel="expect" href={`#${HEADER_ID}`} blocking="render" />
      <a className="skip-link" href="#main">
        {t('skipLink')}
      </a>
      <SiteHeader lang={lang} />
      <LanguageOffer />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter lang={lang} />
      <OfflineSupport />
    </>
  );
}
