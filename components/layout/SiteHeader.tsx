import Link from '@/components/layout/Link';
import { pages } from '@/content/library';
import { APP_NAV_LINKS, SITE_NAME, type NavLink } from './site';
import styles from './layout.module.css';
import { SearchButton } from '@/components/search/SearchButton';

/** Content pages with a `nav` label and the applications, in their order. */
function navLinks(): NavLink[] {
  const content = pages().flatMap((p) => (p.nav ? [{ href: p.href, label: p.nav, order: p.order ?? Infinity }] : []));
  return [...content, ...APP_NAV_LINKS].sort((a, b) => a.order - b.order);
}

export function SiteHeader() {
  return (
    <header className={styles.header}>
      <div className={styles.headerInner}>
        <Link href="/" className={styles.brand}>
          <span aria-hidden="true" className={styles.logo}>
            AP
          </span>
          {SITE_NAME}
        </Link>
        <nav aria-label="Main" className={styles.nav}>
          <ul>
            {navLinks().map((link) => (
              <li key={link.href}>
                {/* No viewport prefetch for site-wide links: every page would fetch eight others' payloads. */}
                <Link href={link.href} prefetch={false}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.tools}><SearchButton /></div>
      </div>
    </header>
  );
}
