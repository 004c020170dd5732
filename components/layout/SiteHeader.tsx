import { useTranslations } from 'next-intl';
import Link from '@/components/layout/Link';
import { localePath, type Lang } from '@/components/i18n/lang';
import { LanguageSwitch } from '@/components/i18n/LanguageSwitch';
import { NAV_LINKS } from './site';
import styles from './layout.module.css';
import { SearchButton } from '@/components/search/SearchButton';

export function SiteHeader({ lang }: { lang: Lang }) {
  const t = useTranslations('site');
  return (
    <header className={styles.header}>
      <div className={styles.headerInner}>
        <Link href={localePath(lang, '/')} className={styles.brand}>
          <span aria-hidden="true" className={styles.logo}>
            AP
          </span>
          {t('name')}
        </Link>
        <nav aria-label={t('nav.label')} className={styles.nav}>
          <ul>
            {NAV_LINKS.map((link) => (
              <li key={link.href}>
                {/* No viewport prefetch for site-wide links: every page would fetch eight others' payloads. */}
                <Link href={localePath(lang, link.href)} prefetch={false}>
                  {t(`nav.${link.key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.tools}>
          <SearchButton />
          <LanguageSwitch />
        </div>
      </div>
    </header>
  );
}
