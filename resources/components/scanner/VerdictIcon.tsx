import type { VerdictTone } from '../../lib/scanner/feedback';

const PATHS: Record<VerdictTone, string> = {
  good: 'M5 12.5l4.5 4.5L19 7.5',
  warning: 'M12 7v6M12 16.5v.5',
  bad: 'M6 6l12 12M18 6L6 18',
};

/** A tick, an exclamation mark or a cross, so the verdict never rests on colour alone. */
export function VerdictIcon({ tone, className = 'size-16' }: { tone: VerdictTone; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <circle cx="12" cy="12" r="10.5" strokeWidth={1.75} />
      <path d={PATHS[tone]} />
    </svg>
  );
}
