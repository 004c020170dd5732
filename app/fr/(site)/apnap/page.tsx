import { setRequestLocale } from 'next-intl/server';
import { apnapView } from '@/components/pages/apnap-view';
import { FamilyHub, familyHubMetadata } from '@/components/pages/FamilyHub';

export const generateMetadata = () => familyHubMetadata('fr');

export default function FamillePage() {
  setRequestLocale('fr');
  return <FamilyHub {...apnapView('fr')} />;
}
