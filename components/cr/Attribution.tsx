// Whose text this is, on every page quoting the Comprehensive Rules: Wizards of the Coast's, under
// the Fan Content Policy, with the official rules page; and the edition quoted, by its date.
import { getTranslations } from 'next-intl/server';
import type { Lang } from '@/i18n/lang';
import styles from './cr.module.css';

export const OFFICIAL_RULES = 'https://magic.wizards.com/en/rules';

/** The edition label: « Règles complètes (texte officiel anglais), en vigueur au 16 janvier 2026 ». */
export async function EditionLabel({ edition, lang }: { edition: string; lang: Lang }) {
  const t = await getTranslations({ locale: lang, namespace: 'cr' });
  return <p className={styles.label}>{t('edition', { date: new Date(edition) })}</p>;
}

export async function Attribution({ lang }: { lang: Lang }) {
  const t = await getTranslations({ locale: lang, namespace: 'cr' });
  return (
    <p className={styles.attribution}>
      {t.rich('attribution', { link: (chunks) => <a href={OFFICIAL_RULES}>{chunks}</a> })}
    </p>
  );
}
