// /fr/cartes/<id>: content/cards/<id>.fr.mdx. Unknown ids are rendered on request into the French 404 page.
import { FrenchContentPage, frenchPageMetadata, frenchPageParams } from '@/components/pages/french-content';

interface Props {
  params: Promise<{ id: string }>;
}

export function generateStaticParams() {
  return frenchPageParams('cards');
}

export async function generateMetadata({ params }: Props) {
  return frenchPageMetadata(`cards/${(await params).id}`);
}

export default async function Page({ params }: Props) {
  return <FrenchContentPage pagePath={`cards/${(await params).id}`} />;
}
