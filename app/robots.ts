import type { MetadataRoute } from 'next';
import { siteUrl } from '@/i18n/site';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/embed/'] }],
    sitemap: `${siteUrl()}/sitemap.xml`,
  };
}
