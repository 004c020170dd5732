// The French routes of the content pages (/fr/regles/<n>, /fr/cartes/<card>, /fr/decisions,
// /fr/glossaire): the same MDX gateway as English, reading `content/<path>.fr.mdx` through the
// content layer. A page exists in French only when its French file does.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { page, pages } from '@/content/library';
import { ContentPageBody, contentMetadata } from './ContentPage';

/** Static params of a French folder of pages (`rules` → `[{ id: '101.4' }, …]`). */
export function frenchPageParams(folder: string): { id: string }[] {
  return pages('fr')
    .filter((p) => p.path.startsWith(`${folder}/`))
    .map((p) => ({ id: p.path.slice(folder.length + 1) }));
}

export function frenchPageMetadata(pagePath: string): Metadata {
  return contentMetadata(pagePath, 'fr');
}

export function FrenchContentPage({ pagePath }: { pagePath: string }) {
  setRequestLocale('fr');
  if (!page(pagePath, 'fr')) notFound();
  return <ContentPageBody pagePath={pagePath} lang="fr" />;
}
