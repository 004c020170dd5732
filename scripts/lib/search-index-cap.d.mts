// Types for search-index-cap.mjs (used by scripts/bench/search.ts).
export const SEARCH_INDEX_CAP: number;
