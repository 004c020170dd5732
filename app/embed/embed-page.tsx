// One embed: the simulator of an example at a step, and a link to its page on the site.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { exampleAt, exampleParams, exampleStepParams, stepTitle, type Example } from '@/content/library';
import { SITE_NAME } from '@/components/layout/site';
import { Simulator } from '@/components/simulator/Simulator';
import styles from './embed.module.css';

export function embedStaticParams(withSteps: boolean) {
  return withSteps ? exampleStepParams() : exampleParams();
}

/** The example and 0-based step of an embed URL, or null (→ 404). */
export function resolveEmbed(slug: string, step?: string): { example: Example; index: number } | null {
  return exampleAt(slug, step);
}

export function embedMetadata(slug: string, step?: string): Metadata {
  const found = resolveEmbed(slug, step);
  if (!found) return {};
  const { example, index } = found;
  const canonical = step === undefined ? `/examples/${slug}` : `/examples/${slug}/${index + 1}`;
  return {
    title: step === undefined ? example.title : stepTitle(example, index),
    description: example.summary,
    // Not indexed (app/embed/layout.tsx); the canonical is the example's own page.
    alternates: { canonical },
  };
}

export function EmbedPage({ slug, step }: { slug: string; step?: string }) {
  const found = resolveEmbed(slug, step);
  if (!found) notFound();
  const { example, index } = found;
  const href = step === undefined ? `/examples/${slug}` : `/examples/${slug}/${index + 1}`;
  return (
    <>
      {/* Links leave the iframe: the rest of the site refuses to be framed. */}
      <base target="_blank" />
      <div className={styles.bar}>
        <a href={href} target="_blank" rel="noopener" className={styles.open}>
          Open in {SITE_NAME} <span aria-hidden="true">↗</span>
        </a>
      </div>
      <Simulator example={example} initialStep={index} embedded headingLevel={1} />
    </>
  );
}
