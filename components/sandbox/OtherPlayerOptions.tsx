// The `<option>`s of every seat but one (a card's controller other than its owner; whom a creature
// attacks other than its controller), each labelled by the player's name or "unnamed".
import { useTranslations } from 'next-intl';
import type { TableForm } from './table-form';

export function OtherPlayerOptions({ form, except }: { form: TableForm; except: string }) {
  const t = useTranslations('sandbox.card');
  return (
    <>
      {form.players
        .filter((p) => p.key !== except)
        .map((p) => (
          <option key={p.key} value={p.key}>
            {p.name || t('unnamed')}
          </option>
        ))}
    </>
  );
}
