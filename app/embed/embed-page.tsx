// One embed: the simulator of an example at a step, and a link to its page on the site.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { exampleAt, exampleParams, exampleStepParams, type Example } from '@/content/library';
import { localePath, type Lang } from '@/i18n/lang';
import { stepTitleIn } from '@/components/pages/example-meta';
import { Simulator } from '@/components/simulator/Simulator';
import styles from './embed.module.css';

export function embedStaticParams(withSteps: boolean, lang: Lang = 'en') {
  return withSteps ? exampleStepParams(lang) : exampleParams(lang);
}

/** The example and 0-based step of an embed URL in `lang`, or null (→ 404). */
export function resolveEmbed(slug: string, step?: string, lang: Lang = 'en'): { example: Example; index: number } | null {
  return exampleAt(slug, step, lang);
}

export async function embedMetadata(slug: string, step?: string, lang: Lang = 'en'): Promise<Metadata> {
  const found = resolveEmbed(slug, step, lang);
  if (!found) return {};
  const { example, index } = found;
  const canonical = localePath(lang, step === undefined ? `/examples/${slug}` : `/examples/${slug}/${index + 1}`);
  return {
    title: step === undefined ? example.title : await stepTitleIn(lang, example, index),
    description: example.summary,
    // Not indexed (app/embed/layout.tsx); the canonical is the example's own page.
    alternates: { canonical },
  };
}

export function EmbedPage({ slug, step, lang = 'en' }: { slug: string; step?: string; lang?: Lang }) {
  const t = useTranslations();
  const found = resolveEmbed(slug, step, lang);
  if (!found) notFound();
  const { example, index } = found;
  const href = localePath(lang, step === undefined ? `/examples/${slug}` : `/examples/${slug}/${index + 1}`);
  const stepHref = (s: string, n: number) => localePath(lang, `/examples/${s}/${n}`);
  return (
    <>
      {/* Links leave the iframe: the rest of the site refuses to be framed. */}
      <base target="_blank" />
      <div className={styles.bar}>
        <a href={href} target="_blank" rel="noopener" className={styles.open}>
          {t('examples.embed.open', { site: t('site.name') })} <span aria-hidden="true">↗</span>
        </a>
      </div>
      {/* `?view=` in the iframe code: the table as that player sees it (share-view.ts). */}
      <Simulator example={example} initialStep={index} embedded headingLevel={1} stepHref={stepHref} shareView />
    </>
  );
}
