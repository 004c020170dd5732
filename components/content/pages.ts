// The MDX pages of content/, mapped onto routes by one gateway (app/[...path]/page.tsx).
// Adding a page = one MDX file in content/ + one line here.
import type { ComponentType } from 'react';

export interface PageMeta {
  title: string;
  description: string;
  /** The rule the page is about, when it is a rule page. */
  rule?: string;
}

export interface MdxModule {
  default: ComponentType;
  meta: PageMeta;
}

export const CONTENT_PAGES: Record<string, () => Promise<MdxModule>> = {
  'rules/101.4': () => import('@/content/rules/101.4.mdx') as Promise<MdxModule>,
  'rules/608.2e': () => import('@/content/rules/608.2e.mdx') as Promise<MdxModule>,
  'rules/603.3b': () => import('@/content/rules/603.3b.mdx') as Promise<MdxModule>,
  'cards/rituel': () => import('@/content/cards/rituel.mdx') as Promise<MdxModule>,
  rulings: () => import('@/content/rulings.mdx') as Promise<MdxModule>,
  glossary: () => import('@/content/glossary.mdx') as Promise<MdxModule>,
};

export function contentPaths(): string[] {
  return Object.keys(CONTENT_PAGES);
}

export async function loadContentPage(path: string): Promise<MdxModule | null> {
  const load = Object.hasOwn(CONTENT_PAGES, path) ? CONTENT_PAGES[path] : undefined;
  return load ? load() : null;
}
