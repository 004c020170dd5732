// Every page of the site in one language, as its routes generate them: the application pages
// (i18n/lang.ts), the content pages, each example with each of its steps, and their embeds. One
// list for what must know every address that exists: next.config.mjs keeps every other French
// address (the French 404 page) out of shared caches.
import { APP_PAGES, localePath, type Lang } from '@/i18n/lang';
import type { Library } from './open';

export function sitePaths(lib: Library, lang: Lang): string[] {
  const at = (english: string) => localePath(lang, english);
  const paths = [
    ...APP_PAGES.map((a) => at(a.path)),
    ...lib.pages(lang).map((p) => p.href),
    ...lib.exampleParams(lang).flatMap(({ slug }) => [at(`/examples/${slug}`), at(`/embed/${slug}`)]),
    ...lib.exampleStepParams(lang).flatMap(({ slug, step }) => [at(`/examples/${slug}/${step}`), at(`/embed/${slug}/${step}`)]),
  ];
  return [...new Set(paths)].sort();
}
