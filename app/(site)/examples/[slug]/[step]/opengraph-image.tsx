// The Open Graph image of one example step, generated at build time for every step:
// the example, "Step 7 of 12", the step's log line with its rule, and the site name.
import { exampleStepParams } from '@/content/library';
import { OG_SIZE, stepOgImage } from '../og-card';

export const size = OG_SIZE;
export const contentType = 'image/png';
// One static alt for every step: Next reads `alt` as a constant (generateImageMetadata would give
// each step its own, but its images are then rendered on request instead of at build time).
export const alt =
  'A step of a worked example on APNAP Lab: the example, "Step N of M", and what happens in that step with the rule that decides it.';
export const dynamicParams = false;

interface Props {
  params: Promise<{ slug: string; step: string }>;
}

export function generateStaticParams() {
  return exampleStepParams();
}

export default async function Image({ params }: Props) {
  const { slug, step } = await params;
  return stepOgImage('en', slug, step);
}
