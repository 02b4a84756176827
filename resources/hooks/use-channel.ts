import { useEffect, useRef } from 'react';

/**
 * Listens for `event` on `channel` while the component is mounted; a null channel listens to nothing.
 * The realtime client downloads with the first channel listened to, so a guest's first visit (the site's
 * shell listens only for a member) does without it.
 */
export function useChannel<Payload>(channel: string | null, event: string, handler: (payload: Payload) => void): void {
  const latestHandler = useRef(handler);
  latestHandler.current = handler;
  useEffect(() => {
    if (!channel) return undefined;
    let stopListening: (() => void) | undefined;
    let unmounted = false;
    void import('../lib/realtime').then(({ subscribe }) => {
      if (unmounted) return;
      stopListening = subscribe(channel, event, (payload) => latestHandler.current(payload as Payload));
    });
    return () => {
      unmounted = true;
      stopListening?.();
    };
  }, [channel, event]);
}
