// Embeds (/embed/…) have their own root layout: no site header or footer, just the simulator,
// for iframes on blogs and forums. Not for search engines: the example pages are the originals.
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { LangDocument } from '@/components/i18n/LangDocument';
import { rootMetadata, rootViewport } from '@/components/i18n/metadata';
import styles from './embed.module.css';

export const metadata: Metadata = {
  ...rootMetadata('en'),
  robots: { index: false, follow: true },
};
export const viewport = rootViewport;

export default function EmbedLayout({ children }: { children: ReactNode }) {
  return (
    <LangDocument lang="en">
      <main id="main" className={styles.embed}>
        {children}
      </main>
    </LangDocument>
  );
}
