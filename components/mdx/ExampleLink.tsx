import Link from '@/components/layout/Link';
import type { ReactNode } from 'react';
import { useLocale } from 'next-intl';
import { isLang } from '@/components/i18n/lang';
import { exampleHref } from '@/content/library';

/** A link to a worked example or one of its steps (1-based, as in its URL). */
export function ExampleLink({ slug, step, children }: { slug: string; step?: number; children: ReactNode }) {
  const locale = useLocale();
  return <Link href={exampleHref(slug, step, isLang(locale) ? locale : 'en')}>{children}</Link>;
}
