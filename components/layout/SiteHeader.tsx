import { useTranslations } from 'next-intl';
import Link from '@/components/layout/Link';
import { localePath, type Lang } from '@/i18n/lang';
import { LanguageSwitch } from '@/components/i18n/LanguageSwitch';
import { pages } from '@/content/library';
import { APP_NAV_LINKS, type NavLink } from '@/i18n/site';
import styles from './layout.module.css';
import { SearchButton } from '@/components/search/SearchButton';

export function SiteHeader({ lang }: { lang: Lang }) {
  const t = useTranslations('site');
  // Content pages with a `nav` label in this language, and the applications, in their order.
  const links: NavLink[] = [
    ...pages(lang).flatMap((p) => (p.nav ? [{ href: p.href, label: p.nav, order: p.order ?? Infinity }] : [])),
    ...APP_NAV_LINKS.map((a) => ({ href: localePath(lang, a.href), label: t(`nav.${a.key}`), order: a.order })),
  ].sort((a, b) => a.order - b.order);
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
            {links.map((link) => (
              <li key={link.href}>
                {/* No viewport prefetch for site-wide links: every page would fetch eight others' payloads. */}
                <Link href={link.href} prefetch={false}>
                  {link.label}
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
