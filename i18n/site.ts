// The site itself: its name, the Comprehensive Rules edition its pages were checked against, its
// address, and the header's links to the applications. Constants only, on the language floor below
// content/ (whose wording test cites CR_CHECKED), so the app, the components and content all read it.
import { APP_PAGES } from './lang';

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

export interface NavLink {
  href: string;
  label: string;
  /** Place in the header; content pages give theirs in their frontmatter (`order: 10`). */
  order: number;
}

/**
 * The header links to the applications (English paths, mapped per language by i18n/lang.ts;
 * labels in site.nav.<key>), from the list of application pages; content pages add theirs
 * (frontmatter `nav`).
 */
export const APP_NAV_LINKS = APP_PAGES.flatMap((p) => ('nav' in p ? [{ href: p.path, ...p.nav }] : []));
