// The French narrator's reasons, for the drills' French until it moves beside it (i18n/narrators/fr).
export * from '@/i18n/narrators/fr/reasons';
