// Entries of the Comprehensive Rules as the edition prints them: number, text (paragraphs), and
// "Example:" lines, each cross-reference a plain link (server HTML, no client code: a whole
// subsection such as 702 is hundreds of entries). The target entry is marked (aria-current) and
// highlighted.
import { textParts } from '@/content/cr/links';
import type { RuleText } from '@/content/cr/reader';
import { localePath, type Lang } from '@/i18n/lang';
import type { CrSource } from './source';
import styles from './cr.module.css';

function Linked({ text, inId, source, lang }: { text: string; inId: string; source: CrSource; lang: Lang }) {
  const parts = textParts(text, inId, source.edition, (id) => source.rule(id) !== null);
  return parts.map((p, i) =>
    p.cite ? (
      <a key={i} href={localePath(lang, source.href(p.cite))}>
        {p.text}
      </a>
    ) : (
      p.text
    ),
  );
}

function Entry({ entry, source, lang, target }: { entry: RuleText; source: CrSource; lang: Lang; target: boolean }) {
  const [first, ...more] = entry.text.split('\n');
  const Tag = entry.kind === 'subsection' ? 'h2' : 'p';
  return (
    <div id={entry.id} lang="en" className={`${styles.entry} ${styles[entry.kind]}`} aria-current={target ? 'true' : undefined}>
      <Tag className={styles.first}>
        <a className={styles.number} href={localePath(lang, source.href(entry.id))}>
          {entry.kind === 'subrule' ? entry.id : `${entry.id}.`}
        </a>{' '}
        <Linked text={first!} inId={entry.id} source={source} lang={lang} />
      </Tag>
      {more.map((para, i) => (
        <p key={i}>
          <Linked text={para} inId={entry.id} source={source} lang={lang} />
        </p>
      ))}
      {entry.examples.map((ex, i) => (
        <p key={`ex${i}`} className={styles.example}>
          {/* The CR prints each example as its own line, "Example: …" (English on French pages too). */}
          <span className={styles.exampleLabel}>Example:</span> <Linked text={ex} inId={entry.id} source={source} lang={lang} />
        </p>
      ))}
    </div>
  );
}

/** `entries` in order, in the English of the CR, `target` marked. */
export function CrEntries({ entries, source, lang, target }: { entries: RuleText[]; source: CrSource; lang: Lang; target: string }) {
  return (
    // lang="en" on each entry (not on the list), the CR's English inside a French page.
    <div className={styles.entries}>
      {entries.map((entry) => (
        <Entry key={entry.id} entry={entry} source={source} lang={lang} target={entry.id === target} />
      ))}
    </div>
  );
}
