// The narrators live on the language floor (i18n/narrators); this path stays for the drills' code.
export * from '@/i18n/narrators';
