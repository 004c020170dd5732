// The glossary page's list: every term of the Comprehensive Rules' glossary (newest held edition),
// its definition as printed with its cited rules linked (/rules/<id>), and our plain-language note
// beside the terms the family's pages use. Server-rendered HTML, no client code: 700-odd terms are
// read, not interacted with, so each letter's terms are held as inner HTML (not hydrated). Letter
// groups skip rendering work off screen (content-visibility).
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { usePageLang } from '@/components/i18n/use-page-lang';
import { glossaryPage, type DefinitionPart, type GlossaryItem } from '@/content/library';
import { NEWEST_EDITION } from '@/content/cr/reader';
import { localePath, type Lang } from '@/i18n/lang';
import { OFFICIAL_RULES } from '@/components/cr/Attribution';
import { element, escapeText } from '@/components/layout/inner-html';
import styles from './mdx.module.css';

const FAN_CONTENT_POLICY_URL = 'https://company.wizards.com/en/legal/fancontentpolicy';

/** "16 January 2026" / "16 janvier 2026": an edition's date written out in the page's language. */
export function editionDate(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
}

function line(parts: DefinitionPart[], lang: Lang): string {
  return parts
    .map((p) =>
      p.rule
        ? element('a', { href: localePath(lang, `/rules/${p.rule}`) }, escapeText(p.text))
        : p.term
          ? element('a', { href: `#${p.term}` }, escapeText(p.text))
          : escapeText(p.text),
    )
    .join('');
}

function itemHtml(item: GlossaryItem, lang: Lang, noteLabel: string): string {
  const { note } = item;
  let html = element('dt', { id: item.id, lang: item.term ? 'en' : undefined }, escapeText(item.term ?? note!.term));
  if (item.definition) {
    const definition =
      item.definition.length === 1
        ? line(item.definition[0]!, lang)
        : // Numbered senses, each on its line as printed.
          item.definition.map((parts) => element('span', { class: styles.glossaryLine }, line(parts, lang))).join('');
    html += element('dd', { lang: 'en' }, definition);
  }
  if (note) {
    const label = item.term ? element('strong', {}, `${escapeText(noteLabel)} `) : '';
    const rules = note.rules.length > 0 ? element('span', { class: styles.meta }, ` (${escapeText(note.rules.join(', '))})`) : '';
    html += element('dd', { id: note.anchor, class: styles.glossaryNote }, `${label}${escapeText(note.definition)}${rules}`);
  }
  return html;
}

/** A rich message's tag as a link. */
function linkTo(href: string) {
  return function Link(chunks: ReactNode) {
    return <a href={href}>{chunks}</a>;
  };
}

export function Glossary() {
  const lang = usePageLang();
  const t = useTranslations('mdx');
  const groups = glossaryPage(lang);
  return (
    <>
      <p className={styles.glossarySource}>
        {t.rich('glossarySource', {
          date: editionDate(NEWEST_EDITION, lang),
          count: groups.reduce((n, g) => n + g.items.filter((i) => i.term).length, 0),
          policy: linkTo(FAN_CONTENT_POLICY_URL),
          rules: linkTo(OFFICIAL_RULES),
        })}
      </p>
      <nav aria-label={t('glossaryLetters')} className={styles.glossaryLetters}>
        {groups.map((g) => (
          <a key={g.id} href={`#${g.id}`}>
            {g.letter}
          </a>
        ))}
      </nav>
      {groups.map((g) => (
        // The group's heading and terms as inner HTML (components/layout/inner-html.ts): not hydrated.
        <section
          key={g.id}
          className={styles.glossaryGroup}
          aria-labelledby={g.id}
          dangerouslySetInnerHTML={{
            __html:
              element('h2', { id: g.id }, escapeText(g.letter)) +
              element('dl', { class: styles.glossary }, g.items.map((item) => itemHtml(item, lang, t('glossaryNote'))).join('')),
          }}
        />
      ))}
    </>
  );
}
