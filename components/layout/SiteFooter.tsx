import Link from '@/components/layout/Link';
import styles from './layout.module.css';
import { SaveForOffline } from '@/components/offline/SaveForOffline';

export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <SaveForOffline />
      <p>
        APNAP Lab is an unofficial teaching reference. Rule numbers follow the Magic: The Gathering Comprehensive
        Rules; verbatim rule text is the wording in force before July 2018, labelled as such. Magic: The Gathering is a trademark of
        Wizards of the Coast.
      </p>
      <p>
        <Link href="/examples" prefetch={false}>All worked examples</Link> · <Link href="/rulings" prefetch={false}>Rulings</Link> ·{' '}
        <Link href="/glossary" prefetch={false}>Glossary</Link>
      </p>
    </footer>
  );
}
