import Link from '@/components/layout/Link';
import { useTranslations } from 'next-intl';
import { usePageLang } from '@/components/i18n/use-page-lang';
import { exampleHref, rulings } from '@/content/library';
import styles from './mdx.module.css';

/** The judges' questions, each answered briefly and linked to the example step that shows it (in the page's language). */
export function RulingsList() {
  const t = useTranslations('mdx');
  const lang = usePageLang();
  return (
    <ul className={styles.qa}>
      {rulings(lang).map((r) => (
        <li key={r.id}>
          <h2 id={r.id}>{r.question}</h2>
          <p>{r.answer}</p>
          <p className={styles.meta}>
            {t('rulingRules', { rules: r.rules.join(', ') })}
            {r.example ? (
              <>
                {' · '}
                <Link href={exampleHref(r.example.slug, r.example.step, lang)}>{t('rulingExample', { step: r.example.step })}</Link>
              </>
            ) : null}
          </p>
        </li>
      ))}
    </ul>
  );
}
