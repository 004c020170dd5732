import { usePageLang } from '@/components/i18n/use-page-lang';
import { glossary } from '@/content/library';
import styles from './mdx.module.css';

export function Glossary() {
  const lang = usePageLang();
  return (
    <dl className={styles.glossary}>
      {glossary(lang).map((g) => (
        <div key={g.id} id={g.id}>
          <dt>{g.term}</dt>
          <dd>
            {g.definition}
            {g.rules.length > 0 ? <span className={styles.meta}> ({g.rules.join(', ')})</span> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
