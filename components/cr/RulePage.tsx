// The page of one entry of the Comprehensive Rules, in its context: a section lists its
// subsections; a subsection shows all its rules; a rule or subrule shows its rule with every
// subrule, the target marked. The newest edition at /rules/<n>, a held one at /editions/<date>/<n>.
import { getTranslations } from 'next-intl/server';
import type { RuleText } from '@/content/cr/reader';
import { history } from '@/content/cr/history';
import { simulators } from '@/content/library';
import { localePath, type Lang } from '@/i18n/lang';
import { ExampleList } from '@/components/pages/FamilyHub';
import { Attribution, EditionLabel } from './Attribution';
import { CrEntries } from './CrEntries';
import { ScrollToTarget } from './ScrollToTarget';
import { startOf } from './meta';
import { entryTree, type CrSource } from './source';
import styles from './cr.module.css';

/** The entries shown around `entry`: the rule with its subrules, or the whole subsection. */
function contextOf(entry: RuleText, source: CrSource): RuleText[] {
  if (entry.kind === 'subsection' || entry.kind === 'rule') return entryTree(source, entry.id);
  if (entry.kind === 'subrule') return entryTree(source, entry.parent!);
  return [];
}

/** Section → subsection → rule above the entry, each a link. */
function Crumbs({ entry, source, lang }: { entry: RuleText; source: CrSource; lang: Lang }) {
  const above: RuleText[] = [];
  for (let up = entry.parent; up !== null; ) {
    const e = source.rule(up);
    if (!e) break;
    above.unshift(e);
    up = e.parent;
  }
  if (above.length === 0) return null;
  return (
    <p className={styles.crumbs} lang="en">
      {above.map((e, i) => (
        <span key={e.id}>
          {i > 0 ? ' › ' : null}
          <a href={localePath(lang, source.href(e.id))}>{e.kind === 'rule' ? e.id : `${e.id}. ${e.text}`}</a>
        </span>
      ))}
    </p>
  );
}

async function Notes({ entry, source, lang }: { entry: RuleText; source: CrSource; lang: Lang }) {
  const t = await getTranslations({ locale: lang, namespace: 'cr' });
  const examples = entry.kind === 'section' ? [] : simulators(entry.id, lang);
  // A number can change meaning between editions (701.32 was vote until 2025-04-04, moved to 701.38).
  const other = source.newest && entry.kind !== 'section' ? (history(entry.id)?.otherMeanings ?? []) : [];
  return (
    <aside className={styles.notes}>
      {examples.length > 0 ? (
        <>
          <p>{t('simulators', { count: examples.length })}</p>
          <ExampleList examples={examples} none="" />
        </>
      ) : null}
      {other.length > 0 ? (
        <>
          <p>{t('otherMeanings', { id: entry.id })}</p>
          <ul>
            {other.map((o) => (
              <li key={o.from}>
                {t.rich('otherMeaning', {
                  from: new Date(o.from),
                  to: new Date(o.to),
                  start: startOf(o.text, 90),
                  quote: (chunks) => <span lang="en">{chunks}</span>,
                })}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p>
        <a href={localePath(lang, `/rules/${entry.id}/history`)}>{t('history', { id: entry.id })}</a>
      </p>
      {source.newest ? null : (
        <p>
          <a href={localePath(lang, `/rules/${entry.id}#${entry.id}`)}>{t('newest', { href: `/rules/${entry.id}` })}</a>
        </p>
      )}
    </aside>
  );
}

export async function RulePage({ entry, source, lang, asked }: { entry: RuleText; source: CrSource; lang: Lang; asked?: string }) {
  const t = await getTranslations({ locale: lang, namespace: 'cr' });
  const heading =
    entry.kind === 'section'
      ? t('sectionHeading', { id: entry.id, title: entry.text })
      : entry.kind === 'subsection'
        ? t('subsectionHeading', { id: entry.id, title: entry.text })
        : t('ruleHeading', { id: entry.id });
  const subsection = entry.kind === 'rule' || entry.kind === 'subrule' ? source.rule(entry.id.slice(0, 3)) : null;
  return (
    <article className="page">
      <Crumbs entry={entry} source={source} lang={lang} />
      {/* A section page's target is its heading (links to a section carry #<n>). */}
      {entry.kind === 'section' ? (
        <h1 id={entry.id} aria-current="true">
          {heading}
        </h1>
      ) : (
        <h1>{heading}</h1>
      )}
      <EditionLabel edition={source.edition} lang={lang} />
      {asked && asked !== source.edition ? <p>{t('askedDate', { asked: new Date(asked), held: new Date(source.edition) })}</p> : null}
      <Notes entry={entry} source={source} lang={lang} />
      {entry.kind === 'section' ? (
        <nav aria-label={t('contents', { id: entry.id })}>
          <ul className={styles.contents} lang="en">
            {entry.children.map((id) => (
              <li key={id}>
                <a href={localePath(lang, source.href(id))}>
                  {id}. {source.rule(id)?.text}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : (
        <CrEntries entries={contextOf(entry, source)} source={source} lang={lang} target={entry.id} />
      )}
      {subsection ? (
        <p>
          <a href={localePath(lang, source.href(subsection.id))}>{t('wholeSubsection', { id: subsection.id, title: subsection.text })}</a>
        </p>
      ) : null}
      {entry.kind === 'rule' || entry.kind === 'subrule' ? <ScrollToTarget id={entry.id} /> : null}
      <Attribution lang={lang} />
    </article>
  );
}
