// The sandbox's default table as the server draws it inside the island (SandboxIsland.tsx requires
// this module only where there is no window: the browser's bundle never holds it), with the narrators
// it may speak: the server renders the French sandbox too.
import '@/i18n/narrators/fr';

export { StaticSandbox } from './StaticSandbox';
