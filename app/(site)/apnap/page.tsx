import { setRequestLocale } from 'next-intl/server';
import { apnapView } from '@/components/pages/apnap-view';
import { FamilyHub, familyHubMetadata } from '@/components/pages/FamilyHub';

export const generateMetadata = () => familyHubMetadata('en');

export default function FamilyPage() {
  setRequestLocale('en');
  return <FamilyHub {...apnapView('en')} />;
}
