import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Lang } from '@/i18n/lang';

/** Title and description of the 404 page in `lang` (Next marks it noindex itself). */
export async function notFoundMetadata(lang: Lang): Promise<Metadata> {
  const t = await getTranslations({ locale: lang, namespace: 'errors.notFound' });
  return { title: t('title'), description: t('description') };
}
