// /fr/regles/<n>/historique: the rule's wordings in the held editions (components/cr/history-route.tsx).
import { HistoryRoute, historyMetadata, type HistoryProps } from '@/components/cr/history-route';

export async function generateMetadata({ params }: HistoryProps) {
  return historyMetadata((await params).id, 'fr');
}

export default async function Page(props: HistoryProps) {
  return <HistoryRoute {...props} lang="fr" />;
}
