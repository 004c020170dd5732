// The APNAP family (/apnap, /fr/apnap): every rule where "active player first" decides, each with
// its one-line answer, the trap, and its engine-checked examples. The rows are content's data
// (content/family.json); a row links only the examples that exist, and says so when there is none.
import type { Metadata } from 'next';
import { useTranslations } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import Link from '@/components/layout/Link';
import type { Lang } from '@/i18n/lang';
import { pageAlternates } from '@/components/i18n/metadata';
import type { FamilyRow } from '@/content/library';

export async function familyHubMetadata(lang: Lang): Promise<Metadata> {
  const t = await getTranslations({ locale: lang, namespace: 'examples.family' });
  return { title: t('title'), description: t('description'), alternates: pageAlternates('/apnap', lang) };
}

export function FamilyHub({ rows }: { rows: readonly FamilyRow[] }) {
  const t = useTranslations('examples.family');
  return (
    <div className="page">
      <h1>{t('heading')}</h1>
      <p className="lede">{t('lede')}</p>
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
                <th scope="row">{row.page ? <Link href={row.page}>{row.rules}</Link> : row.rules}</th>
                <td>{row.decides}</td>
                <td>{row.trap}</td>
                <td>
                  {row.examples.length ? (
                    <ul>
                      {row.examples.map((ex) => (
                        <li key={ex.slug}>
                          <Link href={ex.href}>{ex.title}</Link>
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <span className="stamp">{t('noSimulator')}</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
