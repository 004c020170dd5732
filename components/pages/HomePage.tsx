// The home page, in either language (app/(site)/page.tsx and app/fr/(site)/page.tsx).
import { useTranslations } from 'next-intl';
import Link from '@/components/layout/Link';
import { localePath, type Lang } from '@/components/i18n/lang';
import { HomeSearchBox } from '@/components/search/HomeSearchBox';

export interface HomeExample {
  slug: string;
  title: string;
  summary: string;
  rule: string;
}

const RULE_LINKS = [
  ['/rules/101.4', 'r1014'],
  ['/rules/608.2e', 'r6082e'],
  ['/rules/603.3b', 'r6033b'],
  ['/cards/rituel', 'rituel'],
  ['/rulings', 'rulings'],
  ['/practice', 'practice'],
] as const;

export function HomePage({ lang, examples }: { lang: Lang; examples: readonly HomeExample[] }) {
  const t = useTranslations('home');
  return (
    <div className="page">
      <h1>{t('heading')}</h1>
      <HomeSearchBox />
      <p className="lede">{t.rich('lede', { strong: (chunks) => <strong>{chunks}</strong> })}</p>
      <p>{t('intro')}</p>

      <h2 id="rules">{t('rulesHeading')}</h2>
      <ul className="card-list">
        {RULE_LINKS.map(([href, key]) => (
          <li key={key}>
            <h3>
              <Link href={localePath(lang, href)}>{t(`rules.${key}.link`)}</Link>
            </h3>
            <p>{t(`rules.${key}.blurb`)}</p>
          </li>
        ))}
      </ul>

      <h2 id="examples">{t('examplesHeading')}</h2>
      <ul className="card-list">
        {examples.map((ex) => (
          <li key={ex.slug}>
            <h3>
              <Link href={localePath(lang, `/examples/${ex.slug}`)}>{ex.title}</Link> <span className="rule-tag">{ex.rule}</span>
            </h3>
            <p>{ex.summary}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
