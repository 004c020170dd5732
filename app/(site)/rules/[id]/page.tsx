// /rules/<n>: a featured page or any entry of the newest held edition (components/cr/rule-route.tsx).
import { RuleRoute, ruleMetadata, ruleParams } from '@/components/cr/rule-route';

interface Props {
  params: Promise<{ id: string }>;
}

// Rules and subrules render on first request, then stay cached by the server.
export const dynamicParams = true;
export const revalidate = false;

export const generateStaticParams = () => ruleParams('en');

export async function generateMetadata({ params }: Props) {
  return ruleMetadata((await params).id, 'en');
}

export default async function Page({ params }: Props) {
  return <RuleRoute id={(await params).id} lang="en" />;
}
