// The French narrator's abilities, for the drills' French until it moves beside it (i18n/narrators/fr).
export * from '@/i18n/narrators/fr/abilities';
