// The cap on each language's page search index, gzipped, held by `npm run budget` (on the French
// one, the larger) and printed by `npm run bench:search` (on both): one number for both. 30 kB until
// the APNAP family's pages and 13 examples brought the French index to 32.2 kB (32,941 B), so 34 kB;
// the nine examples of every rule that says "APNAP order" (scry, search, clash, explore, connive,
// combat, 608.2f) and their steps brought it to 40.0 kB (41,001 B), so 44 kB. It is fetched when the
// reader opens search, never in a page's first load.
export const SEARCH_INDEX_CAP = 44 * 1024;
