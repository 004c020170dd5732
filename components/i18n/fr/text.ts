// The French narrator's text, for the drills' French until it moves beside it (i18n/narrators/fr).
export * from '@/i18n/narrators/fr/text';
