// French embeds (/fr/embed/…): the simulator alone, like app/embed, in French.
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { setRequestLocale } from 'next-intl/server';
import styles from '@/app/embed/embed.module.css';

export const metadata: Metadata = {
  robots: { index: false, follow: true },
};

export default function FrenchEmbedLayout({ children }: { children: ReactNode }) {
  setRequestLocale('fr');
  return (
    <main id="main" className={styles.embed}>
      {children}
    </main>
  );
}
