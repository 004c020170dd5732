import type { MetadataRoute } from 'next';
import { siteUrl } from '@/components/layout/site';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/embed/'] }],
    sitemap: `${siteUrl()}/sitemap.xml`,
  };
}
