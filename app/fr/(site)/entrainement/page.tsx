import { setRequestLocale } from 'next-intl/server';
import { PracticePage, practiceMetadata } from '@/components/pages/PracticePage';

export const generateMetadata = () => practiceMetadata('fr');

// Static: the drill's `?v=&seed=&topic=` is read in the browser, after hydration.
export const dynamic = 'error';

export default function Entrainement() {
  setRequestLocale('fr');
  return <PracticePage lang="fr" />;
}
