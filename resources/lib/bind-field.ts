import type { InertiaFormProps } from '@inertiajs/react';
import type { ChangeEvent } from 'react';

type TextKeys<TForm> = { [K in keyof TForm]: TForm[K] extends string ? K : never }[keyof TForm] & string;

/**
 * The props that tie a text input to one field of an Inertia form: its value, its change handler,
 * its server error, and disabled while the form is being sent. Spread onto TextField.
 */
export function bindField<TForm extends Record<string, unknown>, K extends TextKeys<TForm>>(
  form: InertiaFormProps<TForm>,
  name: K,
) {
  const errors = form.errors as Partial<Record<string, string>>;
  return {
    name,
    value: form.data[name] as string,
    // setData's overloads cannot be narrowed to "a string key of this form"; K is one by its constraint.
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      (form.setData as unknown as (key: K, value: string) => void)(name, event.target.value),
    error: errors[name],
    disabled: form.processing,
  };
}
