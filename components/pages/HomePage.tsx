// The home page, in either language (app/(site)/page.tsx and app/fr/(site)/page.tsx): the content
// pages' cards and the examples come from the content layer in that language.
import { useTranslations } from 'next-intl';
import Link from '@/components/layout/Link';
import { localePath, type Lang } from '@/i18n/lang';
import { HomeSearchBox } from '@/components/search/HomeSearchBox';
import { examples as listExamples, pages } from '@/content/library';

export function HomePage({ lang }: { lang: Lang }) {
  const t = useTranslations('home');
  const examples = listExamples(lang);
  return (
    <div className="page">
      <h1>{t('heading')}</h1>
      <HomeSearchBox />
      <p className="lede">{t.rich('lede', { strong: (chunks) => <strong>{chunks}</strong> })}</p>
      <p>{t('intro')}</p>

      <h2 id="rules">{t('rulesHeading')}</h2>
      <ul className="card-list">
        {/* Every content page whose frontmatter gives it a card (`home:`), in its order. */}
        {pages(lang)
          .filter((p) => p.home)
          .map((p) => (
            <li key={p.path}>
              <h3>
                <Link href={p.href}>{p.home!.title}</Link>
              </h3>
              <p>{p.home!.blurb}</p>
            </li>
          ))}
        <li>
          <h3>
            <Link href={localePath(lang, '/practice')}>{t('practice.link')}</Link>
          </h3>
          <p>{t('practice.blurb')}</p>
        </li>
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
