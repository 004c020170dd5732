import { rituel } from '@/content/library';
import styles from './mdx.module.css';

/** The labels around the two wordings; the wordings themselves are the seed's French, in every language. */
const LABELS = {
  en: { original: 'Original wording', errata: 'Revised wording', typeLine: 'Type line:', aside: 'English translation: ' },
  fr: { original: 'Version originale', errata: 'Version révisée', typeLine: 'Ligne de type\u202f:', aside: 'Traduction anglaise\u202f: ' },
} as const;

/** The seed card's two French wordings, verbatim, each with our English translation. "Rituel" is
 * its type line (French for Sorcery), not a name: the seed's card has none. On the French page the
 * French text is the card's own and the English translation is only an aside (`lang="fr"`). */
export function RituelWordings({ lang = 'en' }: { lang?: 'en' | 'fr' }) {
  const labels = LABELS[lang];
  const RITUEL = rituel();
  const wordings = [
    { key: 'original', label: labels.original, text: RITUEL.original, english: RITUEL.translations.original },
    { key: 'errata', label: labels.errata, text: RITUEL.errata, english: RITUEL.translations.errata },
  ];
  return (
    <div className={styles.wordings}>
      {wordings.map((w) => (
        <section key={w.key} className={styles.wording} aria-labelledby={`wording-${w.key}`}>
          <h3 id={`wording-${w.key}`}>{w.label}</h3>
          <p className={styles.typeLine}>
            {labels.typeLine} <span lang="fr">Rituel</span>
            {lang === 'en' ? ' (Sorcery)' : null}
          </p>
          <blockquote lang="fr" className={styles.french}>
            {w.text}
          </blockquote>
          {lang === 'en' ? (
            <p className={styles.translation}>
              <span className="visually-hidden">{labels.aside}</span>
              <em>{w.english}</em>
            </p>
          ) : (
            <aside className={styles.translation}>
              {labels.aside}
              <em lang="en">{w.english}</em>
            </aside>
          )}
        </section>
      ))}
    </div>
  );
}
