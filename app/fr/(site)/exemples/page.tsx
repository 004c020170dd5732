import { setRequestLocale } from 'next-intl/server';
import { examples } from '@/content/library';
import { ExamplesIndex, examplesIndexMetadata } from '@/components/pages/ExamplesIndex';

export const generateMetadata = () => examplesIndexMetadata('fr');

export default function ExemplesPage() {
  setRequestLocale('fr');
  return <ExamplesIndex lang="fr" examples={examples('fr')} />;
}
