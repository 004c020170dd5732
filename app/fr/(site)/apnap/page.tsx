import { setRequestLocale } from 'next-intl/server';
import { family } from '@/content/library';
import { FamilyHub, familyHubMetadata } from '@/components/pages/FamilyHub';

export const generateMetadata = () => familyHubMetadata('fr');

export default function FamillePage() {
  setRequestLocale('fr');
  return <FamilyHub rows={family('fr')} />;
}
