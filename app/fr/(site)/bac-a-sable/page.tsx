import { setRequestLocale } from 'next-intl/server';
import { SandboxPage, sandboxMetadata } from '@/components/pages/SandboxPage';

export const generateMetadata = () => sandboxMetadata('fr');

// Static: a share link's `?s=` is read in the browser, after hydration.
export const dynamic = 'error';

export default function BacASable() {
  setRequestLocale('fr');
  return <SandboxPage lang="fr" />;
}
