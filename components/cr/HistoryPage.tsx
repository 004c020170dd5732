// /rules/<n>/history (/fr/regles/<n>/historique): the held editions in which a rule's wording
// changed, its renumberings followed, and a word-level diff between any two held editions (a GET
// form, so it works without JavaScript; by default each change against the wording before it).
// The archive has gaps: a change is said "between" the two held editions around it.
import { getFormatter, getTranslations } from 'next-intl/server';
import { editionAt, editions, NEWEST_EDITION, type RuleHistory, type RuleVersion } from '@/content/cr/history';
import { comparable } from '@/content/cr/text';
import { localePath, type Lang } from '@/i18n/lang';
import { Attribution } from './Attribution';
import { Diff } from './Diff';
import styles from './cr.module.css';

/** A version's words as the CR prints them: its text, then each "Example:" line. */
const wording = (v: RuleVersion) => [v.text, ...v.examples.map((x) => `Example: ${x}`)].join('\n');

/** The version in force at `date` (any YYYY-MM-DD: the held edition then), or null. */
function versionAt(h: RuleHistory, date: string | undefined): RuleVersion | null {
  if (!date) return null;
  let held: string | null;
  try {
    held = editionAt(date);
  } catch {
    return null;
  }
  return held === null ? null : (h.versions.find((v) => v.from <= held && held <= v.to) ?? null);
}

async function Compare({ h, lang, from, to }: { h: RuleHistory; lang: Lang; from?: string; to?: string }) {
  const t = await getTranslations({ locale: lang, namespace: 'cr' });
  const held = editions().filter((e) => h.versions.some((v) => v.from <= e && e <= v.to));
  const a = versionAt(h, from);
  const b = versionAt(h, to);
  const format = await getFormatter({ locale: lang });
  const date = (d: string) => format.dateTime(new Date(d), { dateStyle: 'long' });
  // Without a query: the oldest and the newest held wordings.
  const chosen = { from: from ?? held[0], to: to ?? held.at(-1) };
  return (
    <section aria-labelledby="compare">
      <h2 id="compare">{t('compare')}</h2>
      <form method="get" action={localePath(lang, `/rules/${h.id}/history`)}>
        {(['from', 'to'] as const).map((name) => (
          <label key={name}>
            {t(name)}{' '}
            <select name={name} defaultValue={chosen[name]}>
              {held.map((e) => (
                <option key={e} value={e}>
                  {date(e)}
                </option>
              ))}
            </select>{' '}
          </label>
        ))}
        <button type="submit">{t('show')}</button>
      </form>
      {from && to ? (
        <div id="diff">
          <h3>{t('diffAgainst', { from: new Date(from), to: new Date(to) })}</h3>
          {!a ? <p>{t('notHeldIn', { id: h.id, date: new Date(from) })}</p> : null}
          {!b ? <p>{t('notHeldIn', { id: h.id, date: new Date(to) })}</p> : null}
          {a && b ? comparable(wording(a)) === comparable(wording(b)) ? <p>{t('noChange')}</p> : <Diff from={wording(a)} to={wording(b)} /> : null}
        </div>
      ) : null}
    </section>
  );
}

export async function HistoryPage({ h, lang, from, to }: { h: RuleHistory; lang: Lang; from?: string; to?: string }) {
  const t = await getTranslations({ locale: lang, namespace: 'cr' });
  const all = editions();
  const first = h.versions[0]!;
  const last = h.versions.at(-1)!;
  return (
    <article className="page">
      <h1>{t('historyTitle', { id: h.id })}</h1>
      <p className="lede">{t('historyLede', { count: all.length, first: new Date(all[0]!), last: new Date(all.at(-1)!) })}</p>
      <p>
        <a href={localePath(lang, h.edition === NEWEST_EDITION ? `/rules/${h.id}#${h.id}` : `/editions/${h.edition}/${h.id}#${h.id}`)}>{t('ruleHeading', { id: h.id })}</a>
      </p>
      <p>{t('firstHeld', { date: new Date(first.from), id: first.id })}</p>
      <p>{last.to === all.at(-1) ? t('stillHeld', { date: new Date(last.to) }) : t('lastHeld', { date: new Date(last.to) })}</p>
      {h.renumbered.length > 0 ? (
        <>
          <h2>{t('renumberings')}</h2>
          <ul>
            {h.renumbered.map((r) => (
              <li key={r.after}>{t('renumbered', { from: r.from, to: r.to, after: new Date(r.after), before: new Date(r.before) })}</li>
            ))}
          </ul>
        </>
      ) : null}
      <h2>{t('versions')}</h2>
      <ol>
        {h.versions.map((v, i) => {
          const prev = h.versions[i - 1];
          return (
            <li key={v.from}>
              <h3>
                {/* The permanent address of this wording: the edition that first held it. */}
                <a href={localePath(lang, `/editions/${v.from}/${v.id}#${v.id}`)}>{t('version', { id: v.id, from: new Date(v.from), to: new Date(v.to) })}</a>
              </h3>
              {prev ? <p>{t('changedBetween', { before: new Date(prev.to), after: new Date(v.from), what: v.changed.map((what) => t('changed', { what })).join(', ') })}</p> : null}
              {prev ? <Diff from={wording(prev)} to={wording(v)} /> : <p lang="en" className={styles.diff}>{wording(v)}</p>}
            </li>
          );
        })}
      </ol>
      <Compare h={h} lang={lang} from={from} to={to} />
      <Attribution lang={lang} />
    </article>
  );
}
