import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { Lang } from '@/components/i18n/lang';
import { LanguageOffer } from '@/components/i18n/LanguageOffer';
import { SiteHeader } from './SiteHeader';
import { SiteFooter } from './SiteFooter';
import { OfflineSupport } from '@/components/offline/OfflineSupport';

/** Header, skip link and footer around a page (every page but the bare embeds), in `lang`. */
export function SiteChrome({ lang, children }: { lang: Lang; children: ReactNode }) {
  const t = useTranslations('site');
  return (
    <>
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
