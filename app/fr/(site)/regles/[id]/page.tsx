// /fr/regles/<n>: a featured page (content/rules/<n>.fr.mdx) or any entry of the newest held
// edition, French interface around the English text (components/cr/rule-route.tsx).
import { RuleRoute, ruleMetadata, ruleParams } from '@/components/cr/rule-route';

interface Props {
  params: Promise<{ id: string }>;
}

// Rules and subrules render on first request, then stay cached by the server.
export const dynamicParams = true;
export const revalidate = false;

export const generateStaticParams = () => ruleParams('fr');

export async function generateMetadata({ params }: Props) {
  return ruleMetadata((await params).id, 'fr');
}

export default async function Page({ params }: Props) {
  return <RuleRoute id={(await params).id} lang="fr" />;
}
