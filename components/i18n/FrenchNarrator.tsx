'use client';
// Placed by French layouts: loading this module registers the French narrator before any
// component below it asks `narratorFor('fr')` (English pages never load it).
import type { ReactNode } from 'react';
import '@/i18n/narrators/fr';

export function FrenchNarrator({ children }: { children: ReactNode }) {
  return children;
}
