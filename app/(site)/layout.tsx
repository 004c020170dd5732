// Root layout of the English site (every page but the embeds, at the site's root URLs).
import type { ReactNode } from 'react';
import { LangDocument } from '@/components/i18n/LangDocument';
import { rootMetadata, rootViewport } from '@/components/i18n/metadata';
import { SiteChrome } from '@/components/layout/SiteChrome';

export const metadata = rootMetadata('en');
export const viewport = rootViewport;

export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <LangDocument lang="en">
      <SiteChrome lang="en">{children}</SiteChrome>
    </LangDocument>
  );
}
