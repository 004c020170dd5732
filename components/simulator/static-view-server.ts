// The static simulator as the server draws it inside the island (ServerDrawnView.tsx requires this
// module only where there is no window: the browser's bundle never holds it), with the narrators it
// may speak: the server renders French pages too.
import '@/i18n/narrators/fr';

export { StaticView } from './StaticView';
