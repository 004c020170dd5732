// Entries of the Comprehensive Rules as the edition prints them: number, text (paragraphs), and
// "Example:" lines, each cross-reference a plain link (server HTML, no client code: a whole
// subsection such as 702 is hundreds of entries). The target entry is marked (aria-current) and
// highlighted. Each entry's content is written as markup and held as its element's inner HTML
// (components/layout/inner-html.ts): not hydrated, nor described element by element in the page's
// inline payload. One string per entry rather than one for the list: the payload stays in pieces
// that the browser takes in as they come (one 326 kB inline script for 702 otherwise).
import { textParts } from '@/content/cr/links';
import type { RuleText } from '@/content/cr/reader';
import { localePath, type Lang } from '@/i18n/lang';
import { element, escapeText } from '@/components/layout/inner-html';
import type { CrSource } from './source';
import styles from './cr.module.css';

function linked(text: string, inId: string, source: CrSource, lang: Lang): string {
  return textParts(text, inId, source.edition, (id) => source.rule(id) !== null)
    .map((p) => (p.cite ? element('a', { href: localePath(lang, source.href(p.cite)) }, escapeText(p.text)) : escapeText(p.text)))
    .join('');
}

function EntryHolder({ entry, source, lang, target }: { entry: RuleText; source: CrSource; lang: Lang; target: boolean }) {
  const [first, ...more] = entry.text.split('\n');
  const number = element('a', { class: styles.number, href: localePath(lang, source.href(entry.id)) }, escapeText(entry.kind === 'subrule' ? entry.id : `${entry.id}.`));
  const html = [
    element(entry.kind === 'subsection' ? 'h2' : 'p', { class: styles.first }, `${number} ${linked(first!, entry.id, source, lang)}`),
    ...more.map((para) => element('p', {}, linked(para, entry.id, source, lang))),
    // The CR prints each example as its own line, "Example: …" (English on French pages too).
    ...entry.examples.map((ex) =>
      element('p', { class: styles.example }, `${element('span', { class: styles.exampleLabel }, 'Example:')} ${linked(ex, entry.id, source, lang)}`),
    ),
  ].join('');
  return (
    <div
      id={entry.id}
      lang="en"
      className={`${styles.entry} ${styles[entry.kind]}`}
      aria-current={target ? 'true' : undefined}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** `entries` in order, in the English of the CR, `target` marked. */
export function CrEntries({ entries, source, lang, target }: { entries: RuleText[]; source: CrSource; lang: Lang; target: string }) {
  return (
    // lang="en" on each entry (not on the list), the CR's English inside a French page.
    <div className={styles.entries}>
      {entries.map((entry) => (
        <EntryHolder key={entry.id} entry={entry} source={source} lang={lang} target={entry.id === target} />
      ))}
    </div>
  );
}
