// The whole Comprehensive Rules as of a held edition: its contents (components/cr/edition-route.tsx).
import { EditionRoute, editionMetadata, type EditionProps } from '@/components/cr/edition-route';

// Older editions render on first request, then stay cached by the server.
export const dynamicParams = true;
export const revalidate = false;
export const generateStaticParams = () => [];

export async function generateMetadata({ params }: EditionProps) {
  return editionMetadata((await params).date, undefined, 'en');
}

export default async function Page({ params }: EditionProps) {
  return <EditionRoute date={(await params).date} lang="en" />;
}
