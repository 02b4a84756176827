import { useEffect, useRef, type MouseEvent } from 'react';
import { Button, type ButtonProps } from './Button';

interface SubmitButtonProps extends Omit<ButtonProps, 'disabled' | 'form'> {
  /** The Inertia form it sends (or any pair of these two facts). */
  form: { processing: boolean; hasErrors: boolean };
  /** Unavailable for another reason than sending, e.g. nothing has changed yet. */
  unavailable?: boolean;
}

/**
 * The button that sends a form. While the form is being sent it is only marked unavailable
 * (aria-disabled) and ignores presses: a disabled button would lose focus, which then drops to the
 * page's body. When the server sends the form back with errors, focus moves to the first field marked
 * invalid, as the admin pages' FormErrorSummary does. Also for buttons that send with `onClick`.
 */
export function SubmitButton({
  form,
  unavailable = false,
  type = 'submit',
  onClick,
  className = '',
  ...props
}: SubmitButtonProps) {
  const button = useRef<HTMLButtonElement>(null);
  const wasProcessing = useRef(form.processing);
  const inactive = form.processing || unavailable;

  useEffect(() => {
    const finished = wasProcessing.current && !form.processing;
    wasProcessing.current = form.processing;
    if (!finished || !form.hasErrors) return;
    const scope = button.current?.form ?? button.current?.closest('form, section') ?? document;
    scope.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form.processing, form.hasErrors]);

  const press = (event: MouseEvent<HTMLButtonElement>) => {
    // Also stops the implicit submission that Enter in one of the form's fields starts.
    if (inactive) event.preventDefault();
    else onClick?.(event);
  };
  return (
    <Button
      ref={button}
      type={type}
      aria-disabled={inactive || undefined}
      onClick={press}
      className={`aria-disabled:cursor-not-allowed aria-disabled:opacity-60 ${className}`}
      {...props}
    />
  );
}
