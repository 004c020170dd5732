import { setRequestLocale } from 'next-intl/server';
import { PracticePage, practiceMetadata } from '@/components/pages/PracticePage';

export const generateMetadata = () => practiceMetadata('en');

// Static: the drill's `?v=&seed=&topic=` is read in the browser, after hydration.
export const dynamic = 'error';

export default function Practice() {
  setRequestLocale('en');
  return <PracticePage lang="en" />;
}
