import Link from '@/components/layout/Link';
import type { ReactNode } from 'react';
import { usePageLang } from '@/components/i18n/use-page-lang';
import { exampleHref } from '@/content/library';

/** A link to a worked example or one of its steps (1-based, as in its URL). */
export function ExampleLink({ slug, step, children }: { slug: string; step?: number; children: ReactNode }) {
  return <Link href={exampleHref(slug, step, usePageLang())}>{children}</Link>;
}
