import { useEffect, useRef } from 'react';
import { subscribe } from '../lib/realtime';

/** Listens for `event` on `channel` while the component is mounted; a null channel listens to nothing. */
export function useChannel<Payload>(channel: string | null, event: string, handler: (payload: Payload) => void): void {
  const latestHandler = useRef(handler);
  latestHandler.current = handler;
  useEffect(() => {
    if (!channel) return undefined;
    return subscribe(channel, event, (payload) => latestHandler.current(payload as Payload));
  }, [channel, event]);
}
