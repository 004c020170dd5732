// The examples index (/examples, /fr/exemples).
import type { Metadata } from 'next';
import { useTranslations } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import Link from '@/components/layout/Link';
import { localePath, type Lang } from '@/i18n/lang';
import { pageAlternates } from '@/components/i18n/metadata';
import type { Example } from '@/content/example-types';

export async function examplesIndexMetadata(lang: Lang): Promise<Metadata> {
  const t = await getTranslations({ locale: lang, namespace: 'examples.index' });
  return { title: t('title'), description: t('description'), alternates: pageAlternates('/examples', lang) };
}

export function ExamplesIndex({ lang, examples }: { lang: Lang; examples: readonly Example[] }) {
  const t = useTranslations('examples.index');
  return (
    <div className="page">
      <h1>{t('heading')}</h1>
      <p className="lede">{t('lede', { count: examples.length })}</p>
      <ul className="card-list">
        {examples.map((ex) => (
          <li key={ex.slug}>
            <h2>
              <Link href={localePath(lang, `/examples/${ex.slug}`)}>{ex.title}</Link> <span className="rule-tag">{ex.rule}</span>
            </h2>
            <p>{ex.summary}</p>
            <p className="stamp">
              {t('stamp', { players: ex.scenario.players.length, steps: ex.steps.length, derived: ex.derivedFromRules ? 'true' : 'false' })}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
