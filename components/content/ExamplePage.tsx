import { useTranslations } from 'next-intl';
import Link from '@/components/layout/Link';
import { ruleHref, stepCaption, type Example } from '@/content/library';
import { localePath, type Lang } from '@/i18n/lang';
import { MESSAGES } from '@/components/i18n/messages';
import { Simulator } from '@/components/simulator/Simulator';
import { StepAddress, StepCrumb, StepPager } from '@/components/simulator/StepAddress';

/** The page of one worked example, opened at a given step (0-based), in `lang`. */
export function ExamplePage({ example, step, lang = 'en' }: { example: Example; step: number; lang?: Lang }) {
  const t = useTranslations('examples');
  const total = example.steps.length;
  const stepHref = (slug: string, n: number) => localePath(lang, `/examples/${slug}/${n}`);
  const embedHref = (slug: string, n: number) => localePath(lang, `/embed/${slug}/${n}`);
  // What the step address says at each step, from the step pages' own words (example-meta.ts;
  // the root layout's title template adds the site's name).
  const numbers = example.steps.map((_, i) => i + 1);
  const links = numbers.map((n) => stepHref(example.slug, n));
  const site = MESSAGES[lang].site.name;
  const titles = numbers.map(
    (n) => `${t('stepTitle', { title: example.title, step: n, total, caption: stepCaption(example, n - 1, lang) })} — ${site}`,
  );
  return (
    <StepAddress links={links} titles={titles} initial={step}>
      <div className="page-wide">
        <nav aria-label={t('breadcrumbs')} className="breadcrumbs">
          <ol>
            <li>
              <Link href={localePath(lang, '/examples')}>{t('crumbExamples')}</Link>
            </li>
            <li>
              <Link href={localePath(lang, `/examples/${example.slug}`)}>{example.title}</Link>
            </li>
            <StepCrumb labels={numbers.map((n) => t('stepOf', { step: n, total }))} initial={step} />
          </ol>
        </nav>
        <h1>{example.title}</h1>
        <p>
          {t('rule')} <Link href={ruleHref(example.rule, lang)}>{example.rule}</Link>
        </p>
        {/* The simulator below repeats the summary and the "derived from the rules" mark. */}
        <Simulator example={example} initialStep={step} stepHref={stepHref} embedHref={embedHref} shareView />
        <StepPager
          label={t('pager')}
          links={links}
          prevLabels={numbers.map((n) => t('prev', { step: n - 1 }))}
          nextLabels={numbers.map((n) => t('next', { step: n + 1 }))}
          initial={step}
        />
      </div>
    </StepAddress>
  );
}
