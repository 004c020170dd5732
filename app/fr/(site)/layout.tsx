import type { ReactNode } from 'react';
import { setRequestLocale } from 'next-intl/server';
import { FrenchNarrator } from '@/components/i18n/FrenchNarrator';
import { SiteChrome } from '@/components/layout/SiteChrome';

export default function FrenchSiteLayout({ children }: { children: ReactNode }) {
  setRequestLocale('fr');
  // The French narrator, registered in the browser for the simulators' engine texts.
  return (
    <SiteChrome lang="fr">
      <FrenchNarrator>{children}</FrenchNarrator>
    </SiteChrome>
  );
}
