// The Open Graph image of a French example's page, generated at build time.
import { exampleParams } from '@/content/library';
import { OG_SIZE, exampleOgImage } from '@/app/(site)/examples/[slug]/og-card';

export const size = OG_SIZE;
export const contentType = 'image/png';
export const alt = 'Un exemple commenté sur APNAP Lab\u202f: son titre, son nombre d’étapes et ce qu’il montre.';
export const dynamicParams = false;

interface Props {
  params: Promise<{ slug: string }>;
}

export function generateStaticParams() {
  return exampleParams('fr');
}

export default async function Image({ params }: Props) {
  return exampleOgImage('fr', (await params).slug);
}
