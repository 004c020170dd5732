// A CR page's <title> and description: the entry's own number and the start of its text.
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { RuleText } from '@/content/cr/reader';
import type { Lang } from '@/i18n/lang';
import { pageAlternates } from '@/components/i18n/metadata';

/** The start of a text, cut at a word, with an ellipsis when cut. */
export function startOf(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max + 1).replace(/\s+\S*$/, '');
  return `${cut.replace(/[,;:.]$/, '')}…`;
}

export async function crMetadata(entry: RuleText, englishPath: string, lang: Lang): Promise<Metadata> {
  const t = await getTranslations({ locale: lang, namespace: 'cr' });
  const title = t('ruleTitle', { id: entry.id, start: startOf(entry.text, 60) });
  const description = t('ruleDescription', { id: entry.id, start: startOf(entry.text, 155) });
  return { title, description, alternates: pageAlternates(englishPath, lang), openGraph: { title, description } };
}
