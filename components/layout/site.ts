export const SITE_NAME = 'APNAP Lab';
export const SITE_DESCRIPTION =
  'An interactive reference for the Magic: The Gathering rules on simultaneous choices: APNAP order (101.4), multi-step effects (608.2e) and triggered abilities (603.3b), with worked examples checked by a rules engine.';

/** The date of the Comprehensive Rules these pages were last checked against (ISO, UTC). */
export const CR_CHECKED_DATE = '2026-09-25';
/** The edition of the Comprehensive Rules these pages were last checked against, named by its date. */
export const CR_CHECKED = `the Comprehensive Rules dated ${CR_CHECKED_DATE}`;

/** Absolute base URL for metadata, sitemaps and share links; override with SITE_URL when deployed. */
export function siteUrl(): string {
  return process.env.SITE_URL ?? 'http://localhost:3000';
}

/** The header's links: English paths (components/i18n/lang.ts maps them) and their label keys (site.nav.*). */
export const NAV_LINKS = [
  { href: '/rules/101.4', key: 'rule1014' },
  { href: '/rules/608.2e', key: 'rule6082e' },
  { href: '/rules/603.3b', key: 'rule6033b' },
  { href: '/cards/rituel', key: 'rituel' },
  { href: '/examples', key: 'examples' },
  { href: '/rulings', key: 'rulings' },
  { href: '/glossary', key: 'glossary' },
  { href: '/sandbox', key: 'sandbox' },
  { href: '/practice', key: 'practice' },
] as const;
