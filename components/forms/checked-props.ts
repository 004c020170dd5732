import type { ChangeEvent } from 'react';

/**
 * A checkbox's or radio's `checked`, owned by its handler once there is one; drawn as is
 * (`defaultChecked`) in the server's drawing, which has no handler (React refuses `checked`
 * without `onChange`).
 */
export const checkedProps = (checked: boolean, onChange: ((e: ChangeEvent<HTMLInputElement>) => void) | undefined) =>
  onChange ? { checked, onChange } : { defaultChecked: checked };
