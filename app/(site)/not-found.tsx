// The 404 page of English addresses that match a route but not a page (an unknown step…).
import { NotFoundContent } from '@/components/layout/NotFoundContent';
import { notFoundMetadata } from '@/components/i18n/not-found-metadata';

export const generateMetadata = () => notFoundMetadata('en');

export default function NotFound() {
  return <NotFoundContent lang="en" />;
}
