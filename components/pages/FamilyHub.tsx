// The APNAP family (/apnap, /fr/apnap): every rule where "active player first" decides, each with
// its one-line answer, the trap, and its engine-checked examples. The rows are content's data
// (content/family.json); a row links only the examples that exist, and says so when there is none.
import type { Metadata } from 'next';
import { useLocale, useTranslations } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import Link from '@/components/layout/Link';
import { localePath, type Lang } from '@/i18n/lang';
import { pageAlternates } from '@/components/i18n/metadata';
import type { FamilyRow } from '@/content/library';
import type { ComputedRow, Coverage } from './apnap-view';

export async function familyHubMetadata(lang: Lang): Promise<Metadata> {
  const t = await getTranslations({ locale: lang, namespace: 'examples.family' });
  return { title: t('title'), description: t('description'), alternates: pageAlternates('/apnap', lang) };
}

type Example = FamilyRow['examples'][number];

/** Links to worked examples, or `none` said plainly (also beside a rule's text: components/cr/RulePage.tsx). */
export function ExampleList({ examples, none }: { examples: readonly Example[]; none: string }) {
  if (examples.length === 0) return <span className="stamp">{none}</span>;
  return (
    <ul>
      {examples.map((ex) => (
        <li key={ex.slug}>
          <Link href={ex.href}>{ex.title}</Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * `rows`: content/family.json's, with their words; `computed`: the rules the CR data adds (each
 * that says APNAP order or means it, not in a row above), with the start of the rule's own text.
 */
export function FamilyHub({ rows, computed = [], coverage }: { rows: readonly FamilyRow[]; computed?: readonly ComputedRow[]; coverage?: Coverage }) {
  const t = useTranslations('examples.family');
  const lang = useLocale() as Lang;
  const rulePath = (id: string) => localePath(lang, `/rules/${id}`);
  return (
    <div className="page">
      <h1>{t('heading')}</h1>
      <p className="lede">{t('lede')}</p>
      {coverage ? (
        <p>
          {t('coverage', { simulated: coverage.saying.simulated, all: coverage.saying.all })}{' '}
          {t('coverageImplied', { simulated: coverage.implied.simulated, all: coverage.implied.all })}
        </p>
      ) : null}
      <div className="table-scroll">
        <table aria-label={t('tableLabel')}>
          <thead>
            <tr>
              <th scope="col">{t('rule')}</th>
              <th scope="col">{t('decides')}</th>
              <th scope="col">{t('trap')}</th>
              <th scope="col">{t('simulator')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} id={row.id}>
                <th scope="row">
                  <Link href={row.page ?? rulePath(row.id)}>{row.rules}</Link>
                </th>
                <td>{row.decides}</td>
                <td>{row.trap}</td>
                <td>
                  <ExampleList examples={row.examples} none={t('noSimulator')} />
                </td>
              </tr>
            ))}
            {computed.map((row) => (
              <tr key={row.id} id={row.id}>
                <th scope="row">
                  <a href={rulePath(row.id)}>{row.id}</a>
                </th>
                <td lang="en">{row.text}</td>
                <td>{t('computedTrap')}</td>
                <td>
                  <ExampleList examples={row.examples} none={t('noSimulatorYet')} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
