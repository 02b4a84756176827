/** The one way a field's validation message is shown; `id` lets the field point at it. */
export function InputError({ id, message }: { id?: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-2 text-sm font-medium text-red-700 dark:text-red-400">
      {message}
    </p>
  );
}
