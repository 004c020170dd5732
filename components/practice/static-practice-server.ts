// The practice page's first drill as the server draws it inside the island (PracticeIsland.tsx
// requires this module only where there is no window: the browser's bundle never holds it), with the
// narrators it may speak: the server renders the French page too.
import '@/i18n/narrators/fr';

export { StaticPractice } from './StaticPractice';
