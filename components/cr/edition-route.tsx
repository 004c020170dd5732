// /editions/<date> and /editions/<date>/<n> (/fr/editions/…): the permanent address of a text. A date
// between two held editions shows the one in force then, labelled with its own date and the date
// asked (no redirect that would lose it). Rendered on first request, then kept by the server.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { editionAt, editions, rule, ruleIds } from '@/content/cr/history';
import { localePath, type Lang } from '@/i18n/lang';
import { pageAlternates } from '@/components/i18n/metadata';
import { notFoundMetadata } from '@/components/i18n/not-found-metadata';
import { Attribution, EditionLabel } from './Attribution';
import { crMetadata } from './meta';
import { RulePage } from './RulePage';
import { editionSource } from './source';
import styles from './cr.module.css';

export interface EditionProps {
  params: Promise<{ date: string; id?: string }>;
}

/** The held edition in force on `date`, or null for a malformed date or one before the first held. */
export function heldOn(date: string): string | null {
  try {
    return editionAt(date);
  } catch {
    return null;
  }
}

export async function editionMetadata(date: string, id: string | undefined, lang: Lang): Promise<Metadata> {
  const held = heldOn(date);
  if (!held) return notFoundMetadata(lang);
  if (id !== undefined) {
    const entry = rule(id, held);
    // Not indexed: the same number's newest text is /rules/<n>, listed in the sitemap.
    return entry ? { ...(await crMetadata(entry, `/editions/${date}/${id}`, lang)), robots: { index: false } } : notFoundMetadata(lang);
  }
  const t = await getTranslations({ locale: lang, namespace: 'cr' });
  return { title: t('editionTitle', { date: new Date(held) }), description: t('editionLede'), robots: { index: false }, alternates: pageAlternates(`/editions/${date}`, lang) };
}

export async function EditionRoute({ date, id, lang }: { date: string; id?: string; lang: Lang }) {
  setRequestLocale(lang);
  const held = heldOn(date);
  if (!held) notFound();
  const source = editionSource(held);
  if (id !== undefined) {
    const entry = rule(id, held);
    if (!entry) notFound();
    return <RulePage entry={entry} source={source} lang={lang} asked={date} />;
  }
  const t = await getTranslations({ locale: lang, namespace: 'cr' });
  const all = editions();
  const ids = ruleIds(held);
  return (
    <article className="page">
      <h1>{t('editionTitle', { date: new Date(held) })}</h1>
      <EditionLabel edition={held} lang={lang} />
      {date !== held ? <p>{t('askedDate', { asked: new Date(date), held: new Date(held) })}</p> : null}
      <p className="lede">{t('editionLede')}</p>
      <p>{t('editionsNav', { first: new Date(all[0]!), last: new Date(all.at(-1)!), count: all.length })}</p>
      {ids
        .filter((s) => /^\d$/.test(s))
        .map((s) => (
          <section key={s} lang="en">
            <h2 id={s}>
              <a href={localePath(lang, source.href(s))}>
                {s}. {rule(s, held)!.text}
              </a>
            </h2>
            <ul className={styles.contents}>
              {ids
                .filter((sub) => /^\d{3}$/.test(sub) && sub.startsWith(s))
                .map((sub) => (
                  <li key={sub}>
                    <a href={localePath(lang, source.href(sub))}>
                      {sub}. {rule(sub, held)!.text}
                    </a>
                  </li>
                ))}
            </ul>
          </section>
        ))}
      <Attribution lang={lang} />
    </article>
  );
}
