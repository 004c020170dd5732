// Root layout of the French edition (/fr/…): the same pages as the English site, statically
// generated in French. Its pages (app/fr/(site)) and embeds (app/fr/embed) add their own frame.
import type { ReactNode } from 'react';
import { LangDocument } from '@/components/i18n/LangDocument';
import { rootMetadata, rootViewport } from '@/components/i18n/metadata';

export const metadata = rootMetadata('fr');
export const viewport = rootViewport;

export default function FrenchLayout({ children }: { children: ReactNode }) {
  return (
    <LangDocument lang="fr">
      {/* No French narrator here: client components that narrate load it with their own code
          (components/i18n/load-narrator.ts), the sandbox in its page (SandboxPage). */}
      {children}
    </LangDocument>
  );
}
