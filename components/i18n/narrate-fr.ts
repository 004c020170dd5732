// Importing this module registers the French narrator (it lives in i18n/narrators/fr).
export * from '@/i18n/narrators/fr';
