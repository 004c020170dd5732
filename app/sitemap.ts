import type { MetadataRoute } from 'next';
import { siteUrl } from '@/components/layout/site';
import { examples, pages } from '@/content/library';

/** Every page a reader can land on: the home, content pages, examples and each of their steps. */
export default function sitemap(): MetadataRoute.Sitemap {
  const base = siteUrl();
  const paths = ['/', ...pages().map((p) => p.href), '/examples', '/sandbox', '/practice'];
  for (const ex of examples()) {
    paths.push(`/examples/${ex.slug}`);
    ex.steps.forEach((_, i) => paths.push(`/examples/${ex.slug}/${i + 1}`));
  }
  return paths.map((p) => ({ url: `${base}${p}` }));
}
