// The Open Graph image of an example's own page, generated at build time for every example.
import { exampleParams } from '@/content/library';
import { OG_SIZE, exampleOgImage } from './og-card';

export const size = OG_SIZE;
export const contentType = 'image/png';
export const alt = 'A worked example on APNAP Lab: its title, how many steps it has, and what it shows.';
export const dynamicParams = false;

interface Props {
  params: Promise<{ slug: string }>;
}

export function generateStaticParams() {
  return exampleParams();
}

export default async function Image({ params }: Props) {
  return exampleOgImage('en', (await params).slug);
}
