import { setRequestLocale } from 'next-intl/server';
import { OfflinePage, offlineMetadata } from '@/components/pages/OfflinePage';

export const generateMetadata = () => offlineMetadata('en');

export default function Offline() {
  setRequestLocale('en');
  return <OfflinePage />;
}
