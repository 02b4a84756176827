import type { DoorDirection } from '../../../common/types/scanner.js';

interface QueuedScan {
  code: string;
  direction: DoorDirection;
  scannedAt?: Date | undefined;
  admitted: boolean;
}

/**
 * When the device let the holder of its queue's entry at `index` out again: the scan time of the first
 * exit of the same code after it that the device let through. Its stay ended then, so another device's
 * admission after that is no second admission in one stay (offline-passage.ts).
 */
export function letOutAgainAt(queue: readonly QueuedScan[], index: number): Date | undefined {
  const scan = queue[index];
  if (scan?.direction !== 'entry') return undefined;
  return queue
    .slice(index + 1)
    .find((later) => later.code === scan.code && later.direction === 'exit' && later.admitted)?.scannedAt;
}
