// The French narrator's events, for the drills' French until it moves beside it (i18n/narrators/fr).
export * from '@/i18n/narrators/fr/events';
