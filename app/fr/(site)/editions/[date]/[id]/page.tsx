// An entry as a held edition printed it: the permanent link to a text (components/cr/edition-route.tsx).
import { EditionRoute, editionMetadata, type EditionProps } from '@/components/cr/edition-route';

// Rendered on first request, then cached by the server.
export const dynamicParams = true;
export const revalidate = false;
export const generateStaticParams = () => [];

export async function generateMetadata({ params }: EditionProps) {
  const { date, id } = await params;
  return editionMetadata(date, id, 'fr');
}

export default async function Page({ params }: EditionProps) {
  const { date, id } = await params;
  return <EditionRoute date={date} id={id} lang="fr" />;
}
