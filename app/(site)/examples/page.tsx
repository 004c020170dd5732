import { setRequestLocale } from 'next-intl/server';
import { listExamples } from '@/components/content/examples';
import { ExamplesIndex, examplesIndexMetadata } from '@/components/pages/ExamplesIndex';

export const generateMetadata = () => examplesIndexMetadata('en');

export default function ExamplesIndexPage() {
  setRequestLocale('en');
  return <ExamplesIndex lang="en" examples={listExamples()} />;
}
