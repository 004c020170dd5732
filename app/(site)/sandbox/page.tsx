import { setRequestLocale } from 'next-intl/server';
import { SandboxPage, sandboxMetadata } from '@/components/pages/SandboxPage';

export const generateMetadata = () => sandboxMetadata('en');

// Static: a share link's `?s=` is read in the browser, after hydration.
export const dynamic = 'error';

export default function Sandbox() {
  setRequestLocale('en');
  return <SandboxPage lang="en" />;
}
