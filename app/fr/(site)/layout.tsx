import type { ReactNode } from 'react';
import { setRequestLocale } from 'next-intl/server';
import { SiteChrome } from '@/components/layout/SiteChrome';

export default function FrenchSiteLayout({ children }: { children: ReactNode }) {
  setRequestLocale('fr');
  return <SiteChrome lang="fr">{children}</SiteChrome>;
}
