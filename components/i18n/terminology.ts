// French terminology lives with the French narrator (i18n/narrators/fr/terminology.ts).
export * from '@/i18n/narrators/fr/terminology';
