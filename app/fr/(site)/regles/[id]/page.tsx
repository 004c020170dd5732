// /fr/regles/<id>: content/rules/<id>.fr.mdx. Unknown ids answer the French 404 page (dynamicParams = false).
import { FrenchContentPage, frenchPageMetadata, frenchPageParams } from '@/components/pages/french-content';

interface Props {
  params: Promise<{ id: string }>;
}

// Every French page is listed below: any other parameter is a 404 (as the English routes).
export const dynamicParams = false;

export function generateStaticParams() {
  return frenchPageParams('rules');
}

export async function generateMetadata({ params }: Props) {
  return frenchPageMetadata(`rules/${(await params).id}`);
}

export default async function Page({ params }: Props) {
  return <FrenchContentPage pagePath={`rules/${(await params).id}`} />;
}
