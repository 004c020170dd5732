// Entries of the Comprehensive Rules as the edition prints them: number, text (paragraphs), and
// "Example:" lines, each cross-reference a plain link (server HTML, no client code: a whole
// subsection such as 702 is hundreds of entries). The target entry is marked (aria-current) and
// highlighted. Each rule with its subrules is written as markup and held as one element's inner HTML
// (components/layout/inner-html.ts): not hydrated, nor described element by element in the page's
// inline payload. One string per rule, neither one per entry nor one for the whole list: 702's 752
// entries are 190 holders for React to read and hydrate (752 before, which cost the section page
// about 20 ms of its hydration task at 4× CPU), and its payload stays in pieces that the browser
// takes in as they come (a single 326 kB inline script otherwise).
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

/** One entry's markup: its anchor (the entry's number as id), its text, its examples; lang="en" on each
 * entry (not on the list), the CR's English inside a French page. */
function entryHtml(entry: RuleText, source: CrSource, lang: Lang, target: boolean): string {
  const [first, ...more] = entry.text.split('\n');
  const number = element('a', { class: styles.number, href: localePath(lang, source.href(entry.id)) }, escapeText(entry.kind === 'subrule' ? entry.id : `${entry.id}.`));
  const inner = [
    element(entry.kind === 'subsection' ? 'h2' : 'p', { class: styles.first }, `${number} ${linked(first!, entry.id, source, lang)}`),
    ...more.map((para) => element('p', {}, linked(para, entry.id, source, lang))),
    // The CR prints each example as its own line, "Example: …" (English on French pages too).
    ...entry.examples.map((ex) =>
      element('p', { class: styles.example }, `${element('span', { class: styles.exampleLabel }, 'Example:')} ${linked(ex, entry.id, source, lang)}`),
    ),
  ].join('');
  return element('div', { id: entry.id, lang: 'en', class: [styles.entry, styles[entry.kind]].filter(Boolean).join(' '), 'aria-current': target ? 'true' : undefined }, inner);
}

/** `entries` cut where each rule (or the subsection's own heading) starts: a rule and its subrules. */
export function byRule(entries: readonly RuleText[]): RuleText[][] {
  const groups: RuleText[][] = [];
  for (const entry of entries) {
    const last = groups[groups.length - 1];
    if (last && entry.kind === 'subrule') last.push(entry);
    else groups.push([entry]);
  }
  return groups;
}

/** `entries` in order, in the English of the CR, `target` marked. */
export function CrEntries({ entries, source, lang, target }: { entries: RuleText[]; source: CrSource; lang: Lang; target: string }) {
  return (
    <div className={styles.entries}>
      {byRule(entries).map((group) => {
        const marked = group.some((e) => e.id === target);
        return (
          <div
            key={group[0]!.id}
            className={marked ? `${styles.group} ${styles.marked}` : styles.group}
            dangerouslySetInnerHTML={{ __html: group.map((e) => entryHtml(e, source, lang, e.id === target)).join('') }}
          />
        );
      })}
    </div>
  );
}
