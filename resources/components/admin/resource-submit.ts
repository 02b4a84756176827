import type { InertiaFormProps } from '@inertiajs/react';
import type { FormEvent } from 'react';

/** Where an admin create/edit form goes: POST to create, PUT to update, and its button's label. */
export interface ResourceSubmit {
  method: 'post' | 'put';
  url: string;
  label: string;
}

/** The submit handler of an admin create/edit form. */
export function resourceSubmitHandler<TForm extends Record<string, unknown>>(
  form: InertiaFormProps<TForm>,
  submit: ResourceSubmit,
) {
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.submit(submit.method, submit.url, { preserveScroll: true });
  };
}
