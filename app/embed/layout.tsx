// Embeds (/embed/…) sit outside app/(site): no site header or footer, just the simulator,
// for iframes on blogs and forums. Not for search engines: the example pages are the originals.
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import styles from './embed.module.css';

export const metadata: Metadata = {
  robots: { index: false, follow: true },
};

export default function EmbedLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main" className={styles.embed}>
      {children}
    </main>
  );
}
