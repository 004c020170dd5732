import { setRequestLocale } from 'next-intl/server';
import { listExamples } from '@/components/content/examples';
import { pageAlternates } from '@/components/i18n/metadata';
import { HomePage } from '@/components/pages/HomePage';

export const metadata = { alternates: pageAlternates('/', 'en') };

export default function Home() {
  setRequestLocale('en');
  return <HomePage lang="en" examples={listExamples()} />;
}
