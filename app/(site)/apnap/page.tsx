import { setRequestLocale } from 'next-intl/server';
import { family } from '@/content/library';
import { FamilyHub, familyHubMetadata } from '@/components/pages/FamilyHub';

export const generateMetadata = () => familyHubMetadata('en');

export default function FamilyPage() {
  setRequestLocale('en');
  return <FamilyHub rows={family('en')} />;
}
