// /fr/decisions: content/rulings.fr.mdx.
import { FrenchContentPage, frenchPageMetadata } from '@/components/pages/french-content';

export const generateMetadata = () => frenchPageMetadata('rulings');

export default function Page() {
  return <FrenchContentPage pagePath="rulings" />;
}
