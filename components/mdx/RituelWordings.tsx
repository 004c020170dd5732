import { rituel } from '@/content/library';
import styles from './mdx.module.css';

/** The seed card's two French wordings, verbatim, each with our English translation. "Rituel" is
 * its type line (French for Sorcery), not a name: the seed's card has none. */
export function RituelWordings() {
  const RITUEL = rituel();
  const wordings = [
    { key: 'original', label: 'Original wording', text: RITUEL.original, english: RITUEL.translations.original },
    { key: 'errata', label: 'Revised wording', text: RITUEL.errata, english: RITUEL.translations.errata },
  ];
  return (
    <div className={styles.wordings}>
      {wordings.map((w) => (
        <section key={w.key} className={styles.wording} aria-labelledby={`wording-${w.key}`}>
          <h3 id={`wording-${w.key}`}>{w.label}</h3>
          <p className={styles.typeLine}>
            Type line: <span lang="fr">Rituel</span> (Sorcery)
          </p>
          <blockquote lang="fr" className={styles.french}>
            {w.text}
          </blockquote>
          <p className={styles.translation}>
            <span className="visually-hidden">English translation: </span>
            <em>{w.english}</em>
          </p>
        </section>
      ))}
    </div>
  );
}
