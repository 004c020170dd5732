// /fr/regles/<id>: content/rules/<id>.fr.mdx. Unknown ids are rendered on request into the French 404 page.
import { FrenchContentPage, frenchPageMetadata, frenchPageParams } from '@/components/pages/french-content';

interface Props {
  params: Promise<{ id: string }>;
}

export function generateStaticParams() {
  return frenchPageParams('rules');
}

export async function generateMetadata({ params }: Props) {
  return frenchPageMetadata(`rules/${(await params).id}`);
}

export default async function Page({ params }: Props) {
  return <FrenchContentPage pagePath={`rules/${(await params).id}`} />;
}
