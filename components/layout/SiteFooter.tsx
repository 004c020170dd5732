import { useTranslations } from 'next-intl';
import Link from '@/components/layout/Link';
import { localePath, type Lang } from '@/i18n/lang';
import styles from './layout.module.css';
import { SaveForOffline } from '@/components/offline/SaveForOffline';

export function SiteFooter({ lang }: { lang: Lang }) {
  const t = useTranslations('site.footer');
  return (
    <footer className={styles.footer}>
      <SaveForOffline />
      <p>{t('disclaimer')}</p>
      <p>
        <Link href={localePath(lang, '/examples')} prefetch={false}>{t('allExamples')}</Link> ·{' '}
        <Link href={localePath(lang, '/rulings')} prefetch={false}>{t('rulings')}</Link> ·{' '}
        <Link href={localePath(lang, '/glossary')} prefetch={false}>{t('glossary')}</Link>
      </p>
    </footer>
  );
}
