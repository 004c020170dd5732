import { useTranslations } from 'next-intl';
import Link from '@/components/layout/Link';
import { ruleHref, type Example } from '@/content/library';
import { localePath, type Lang } from '@/i18n/lang';
import { Simulator } from '@/components/simulator/Simulator';

/** The page of one worked example, opened at a given step (0-based), in `lang`. */
export function ExamplePage({ example, step, lang = 'en' }: { example: Example; step: number; lang?: Lang }) {
  const t = useTranslations('examples');
  const total = example.steps.length;
  const stepHref = (slug: string, n: number) => localePath(lang, `/examples/${slug}/${n}`);
  return (
    <div className="page-wide">
      <nav aria-label={t('breadcrumbs')} className="breadcrumbs">
        <ol>
          <li>
            <Link href={localePath(lang, '/examples')}>{t('crumbExamples')}</Link>
          </li>
          <li>
            <Link href={localePath(lang, `/examples/${example.slug}`)}>{example.title}</Link>
          </li>
          <li aria-current="page">{t('stepOf', { step: step + 1, total })}</li>
        </ol>
      </nav>
      <h1>{example.title}</h1>
      <p>
        {t('rule')} <Link href={ruleHref(example.rule, lang)}>{example.rule}</Link>
      </p>
      {/* The simulator below repeats the summary and the "derived from the rules" mark. */}
      <Simulator example={example} initialStep={step} stepHref={stepHref} />
      <nav aria-label={t('pager')} className="pager">
        {step > 0 ? (
          <Link href={stepHref(example.slug, step)} rel="prev">
            {t('prev', { step })}
          </Link>
        ) : (
          <span />
        )}
        {step + 1 < total ? (
          <Link href={stepHref(example.slug, step + 2)} rel="next">
            {t('next', { step: step + 2 })}
          </Link>
        ) : null}
      </nav>
    </div>
  );
}
