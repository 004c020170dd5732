// The French 404 page of an embed address, inside the bare embed frame.
import { setRequestLocale } from 'next-intl/server';
import { NotFoundContent } from '@/components/layout/NotFoundContent';
import { notFoundMetadata } from '@/components/i18n/not-found-metadata';

export const generateMetadata = () => notFoundMetadata('fr');

export default function FrenchEmbedNotFound() {
  setRequestLocale('fr');
  return <NotFoundContent lang="fr" />;
}
