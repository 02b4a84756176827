import { router } from '@inertiajs/react';
import { useState, type ReactNode } from 'react';
import { Button } from './Button';

interface ConfirmedDeleteButtonProps {
  /** Where the DELETE goes. */
  url: string;
  /** The question the browser asks first; nothing is sent unless the person agrees. */
  confirm: string;
  /** The accessible name, naming what is acted on (several such buttons share one visible word). */
  label: string;
  children: ReactNode;
}

/** A secondary button that sends a DELETE after the person confirms, keeping the page's scroll and state. */
export function ConfirmedDeleteButton({ url, confirm, label, children }: ConfirmedDeleteButtonProps) {
  const [processing, setProcessing] = useState(false);
  const send = () => {
    if (!window.confirm(confirm)) return;
    router.delete(url, {
      preserveScroll: true,
      preserveState: true,
      onStart: () => setProcessing(true),
      onFinish: () => setProcessing(false),
    });
  };
  return (
    <Button variant="secondary" onClick={send} disabled={processing} aria-label={label}>
      {children}
    </Button>
  );
}
