import Link from '@/components/layout/Link';
import { NAV_LINKS, SITE_NAME } from './site';
import styles from './layout.module.css';
import { SearchButton } from '@/components/search/SearchButton';

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
            {NAV_LINKS.map((link) => (
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
