// The French 404 page: unknown addresses under /fr, and French pages asked for what does not exist.
import { setRequestLocale } from 'next-intl/server';
import { NotFoundContent } from '@/components/layout/NotFoundContent';
import { notFoundMetadata } from '@/components/i18n/not-found-metadata';

export const generateMetadata = () => notFoundMetadata('fr');

export default function NotFound() {
  setRequestLocale('fr');
  return <NotFoundContent lang="fr" />;
}
