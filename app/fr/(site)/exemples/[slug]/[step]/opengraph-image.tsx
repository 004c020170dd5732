// The Open Graph image of one step of a French example, generated at build time.
import { exampleStepParams } from '@/content/library';
import { OG_SIZE, stepOgImage } from '@/app/(site)/examples/[slug]/og-card';

export const size = OG_SIZE;
export const contentType = 'image/png';
export const alt =
  'Une étape d’un exemple commenté sur APNAP Lab\u202f: l’exemple, «\u202fÉtape N sur M\u202f», et ce qui se passe à cette étape avec la règle qui en décide.';
export const dynamicParams = false;

interface Props {
  params: Promise<{ slug: string; step: string }>;
}

export function generateStaticParams() {
  return exampleStepParams('fr');
}

export default async function Image({ params }: Props) {
  const { slug, step } = await params;
  return stepOgImage('fr', slug, step);
}
