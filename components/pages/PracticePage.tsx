import type { Metadata } from 'next';
import { useTranslations } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import type { Lang } from '@/i18n/lang';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { pageAlternates } from '@/components/i18n/metadata';
import { PracticeIsland } from '@/components/practice/PracticeIsland';
import { FIRST_DRILL } from '@/components/practice/first-drill';
import { firstDrillHref } from '@/components/practice/StaticPractice';
import { RuleLinksProvider } from '@/components/content/RuleLinks';
import { ruleHrefs } from '@/content/library';

export async function practiceMetadata(lang: Lang): Promise<Metadata> {
  const t = await getTranslations({ locale: lang, namespace: 'practice.page' });
  const description = t('description');
  return {
    title: t('title'),
    description,
    alternates: pageAlternates('/practice', lang),
    openGraph: { title: t('ogTitle'), description },
  };
}

/**
 * /practice and /fr/entrainement: static, with a first drill drawn by the server; a drill link's
 * `?v=&seed=&topic=` is read in the browser.
 */
export function PracticePage({ lang }: { lang: Lang }) {
  const t = useTranslations('practice.page');
  return (
    <div className="page-wide">
      <h1>{t('heading')}</h1>
      <p className="lede">{t('lede')}</p>
      <noscript>
        <p>{t('noscript')}</p>
      </noscript>
      <ClientMessages lang={lang} namespaces={['practice', 'simulator']}>
        <RuleLinksProvider hrefs={ruleHrefs(lang)}>
          <PracticeIsland first={{ params: FIRST_DRILL, href: firstDrillHref(lang) }} />
        </RuleLinksProvider>
      </ClientMessages>
    </div>
  );
}
