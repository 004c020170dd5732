// The glossary page's list: every term of the Comprehensive Rules' glossary (newest held edition),
// its definition as printed with its cited rules linked (/rules/<id>), and our plain-language note
// beside the terms the family's pages use. Server-rendered HTML, no client code: 700-odd terms are
// read, not interacted with. Letter groups skip rendering work off screen (content-visibility).
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { usePageLang } from '@/components/i18n/use-page-lang';
import { glossaryPage, type DefinitionPart, type GlossaryItem } from '@/content/library';
import { NEWEST_EDITION } from '@/content/cr/reader';
import { localePath, type Lang } from '@/i18n/lang';
import { OFFICIAL_RULES } from '@/components/cr/Attribution';
import styles from './mdx.module.css';

const FAN_CONTENT_POLICY_URL = 'https://company.wizards.com/en/legal/fancontentpolicy';

/** "16 January 2026" / "16 janvier 2026": an edition's date written out in the page's language. */
export function editionDate(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
}

function Line({ parts, lang }: { parts: DefinitionPart[]; lang: Lang }) {
  return (
    <>
      {parts.map((p, i) =>
        p.rule ? (
          <a key={i} href={localePath(lang, `/rules/${p.rule}`)}>
            {p.text}
          </a>
        ) : p.term ? (
          <a key={i} href={`#${p.term}`}>
            {p.text}
          </a>
        ) : (
          p.text
        ),
      )}
    </>
  );
}

function Item({ item, lang, noteLabel }: { item: GlossaryItem; lang: Lang; noteLabel: string }) {
  const { note } = item;
  return (
    <>
      <dt id={item.id} lang={item.term ? 'en' : undefined}>
        {item.term ?? note!.term}
      </dt>
      {item.definition ? (
        <dd lang="en">
          {item.definition.length === 1 ? (
            <Line parts={item.definition[0]!} lang={lang} />
          ) : (
            // Numbered senses, each on its line as printed.
            item.definition.map((line, i) => (
              <span key={i} className={styles.glossaryLine}>
                <Line parts={line} lang={lang} />
              </span>
            ))
          )}
        </dd>
      ) : null}
      {note ? (
        <dd id={note.anchor} className={styles.glossaryNote}>
          {item.term ? <strong>{noteLabel} </strong> : null}
          {note.definition}
          {note.rules.length > 0 ? <span className={styles.meta}> ({note.rules.join(', ')})</span> : null}
        </dd>
      ) : null}
    </>
  );
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
        <section key={g.id} className={styles.glossaryGroup} aria-labelledby={g.id}>
          <h2 id={g.id}>{g.letter}</h2>
          <dl className={styles.glossary}>
            {g.items.map((item) => (
              <Item key={item.id} item={item} lang={lang} noteLabel={t('glossaryNote')} />
            ))}
          </dl>
        </section>
      ))}
    </>
  );
}
