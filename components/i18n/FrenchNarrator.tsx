'use client';
// Placed around client components that narrate as soon as they hydrate (the French sandbox page):
// loading this module registers the French narrator before any component below it asks
// `narratorFor('fr')`. Components that narrate later load it with their own code instead
// (load-narrator.ts), so other French pages never download it.
import type { ReactNode } from 'react';
import '@/i18n/narrators/fr';

export function FrenchNarrator({ children }: { children: ReactNode }) {
  return children;
}
