export const SITE_NAME = 'APNAP Lab';
export const SITE_DESCRIPTION =
  'An interactive reference for the Magic: The Gathering rules on simultaneous choices: APNAP order (101.4), multi-step effects (608.2e) and triggered abilities (603.3b), with worked examples checked by a rules engine.';

/** The edition of the Comprehensive Rules these pages were last checked against, named by its date. */
export const CR_CHECKED = 'the Comprehensive Rules dated 2026-09-25';

/** Absolute base URL for metadata, sitemaps and share links; override with SITE_URL when deployed. */
export function siteUrl(): string {
  return process.env.SITE_URL ?? 'http://localhost:3000';
}

export const NAV_LINKS: { href: string; label: string }[] = [
  { href: '/rules/101.4', label: '101.4 APNAP' },
  { href: '/rules/608.2e', label: '608.2e Steps' },
  { href: '/rules/603.3b', label: '603.3b Triggers' },
  { href: '/cards/rituel', label: 'Rituel' },
  { href: '/examples', label: 'Examples' },
  { href: '/rulings', label: 'Rulings' },
  { href: '/glossary', label: 'Glossary' },
  { href: '/sandbox', label: 'Sandbox' },
  { href: '/practice', label: 'Practice' },
];
