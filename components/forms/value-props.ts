import type { ChangeEvent } from 'react';

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * A text field's, number field's or select's `value`, owned by its handler once there is one; drawn
 * as is (`defaultValue`) in the server's drawing, which has no handler (React refuses `value`
 * without `onChange`). The sandbox's island carries what a reader typed into a drawn field over to
 * the live one (components/hooks/use-carry-typed.ts).
 */
export const valueProps = <E extends Field>(value: string | number, onChange: ((e: ChangeEvent<E>) => void) | undefined) =>
  onChange ? { value, onChange } : { defaultValue: value };
