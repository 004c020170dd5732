import { setRequestLocale } from 'next-intl/server';
import { listExamples } from '@/components/content/examples';
import { pageAlternates } from '@/components/i18n/metadata';
import { HomePage } from '@/components/pages/HomePage';

export const metadata = { alternates: pageAlternates('/', 'fr') };

export default function AccueilPage() {
  setRequestLocale('fr');
  return <HomePage lang="fr" examples={listExamples()} />;
}
