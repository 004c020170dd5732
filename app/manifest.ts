import type { MetadataRoute } from 'next';
import { SITE_DESCRIPTION, SITE_NAME } from '@/i18n/site';
import { ICONS } from '@/components/offline/icons';

// The web app manifest (/manifest.webmanifest): installable, opens like an app, works offline (sw/).
// A manifest has one theme colour: the light theme's; the dark one is in the viewport's theme-color
// meta tags (app/layout.tsx), which browsers prefer when the system theme is dark.
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: `${SITE_NAME}: APNAP order and multi-step effects`,
    short_name: SITE_NAME,
    description: SITE_DESCRIPTION,
    lang: 'en',
    dir: 'ltr',
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#fbfaf7',
    theme_color: '#fbfaf7',
    categories: ['education', 'games', 'reference'],
    icons: ICONS.map((i) => ({ src: `/icons/${i.file}`, sizes: `${i.size}x${i.size}`, type: 'image/png', purpose: i.maskable ? 'maskable' : 'any' })),
  };
}
