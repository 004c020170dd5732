// The 404 page of an embed address (an unknown example or step): inside the bare embed frame.
import { NotFoundContent } from '@/components/layout/NotFoundContent';
import { notFoundMetadata } from '@/components/i18n/not-found-metadata';

export const generateMetadata = () => notFoundMetadata('en');

export default function EmbedNotFound() {
  return <NotFoundContent lang="en" />;
}
