import type { Metadata } from 'next';
import { useTranslations } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import type { Lang } from '@/i18n/lang';
import { pageAlternates } from '@/components/i18n/metadata';
import { SavedPages } from '@/components/offline/SavedPages';

// Shown by the service worker, offline, in place of a page this device has not saved (sw/pages.ts).
export async function offlineMetadata(lang: Lang): Promise<Metadata> {
  const t = await getTranslations({ locale: lang, namespace: 'offline.page' });
  return { title: t('title'), description: t('description'), robots: { index: false }, alternates: pageAlternates('/offline', lang) };
}

export function OfflinePage() {
  const t = useTranslations('offline.page');
  return (
    <div className="page">
      <h1>{t('heading')}</h1>
      <p className="lede">{t('lede')}</p>
      <SavedPages />
    </div>
  );
}
