// /fr/glossaire: content/glossary.fr.mdx.
import { FrenchContentPage, frenchPageMetadata } from '@/components/pages/french-content';

export const generateMetadata = () => frenchPageMetadata('glossary');

export default function Page() {
  return <FrenchContentPage pagePath="glossary" />;
}
