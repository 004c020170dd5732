// /fr/cartes/<id>: content/cards/<id>.fr.mdx. Unknown ids answer the French 404 page (dynamicParams = false).
import { FrenchContentPage, frenchPageMetadata, frenchPageParams } from '@/components/pages/french-content';

interface Props {
  params: Promise<{ id: string }>;
}

// Every French page is listed below: any other parameter is a 404 (as the English routes).
export const dynamicParams = false;

export function generateStaticParams() {
  return frenchPageParams('cards');
}

export async function generateMetadata({ params }: Props) {
  return frenchPageMetadata(`cards/${(await params).id}`);
}

export default async function Page({ params }: Props) {
  return <FrenchContentPage pagePath={`cards/${(await params).id}`} />;
}
