import { setRequestLocale } from 'next-intl/server';
import { OfflinePage, offlineMetadata } from '@/components/pages/OfflinePage';

export const generateMetadata = () => offlineMetadata('fr');

export default function HorsLigne() {
  setRequestLocale('fr');
  return <OfflinePage />;
}
