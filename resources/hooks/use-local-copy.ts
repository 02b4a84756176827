import { useEffect, useState } from 'react';

interface LocalCopy<Fields> {
  fields: Fields;
  at: string;
}

function read<Fields>(key: string): LocalCopy<Fields> | null {
  try {
    const stored = window.localStorage.getItem(key);
    return stored ? (JSON.parse(stored) as LocalCopy<Fields>) : null;
  } catch {
    return null;
  }
}

/**
 * A copy of unsaved edits in this browser (`localStorage`), for posts the server must not change
 * silently: written while `fields` differ from `stored`, removed when they match again (after a
 * save). A copy left by an earlier visit that differs from the stored post is offered back once.
 */
export function useLocalCopy<Fields extends Record<string, string>>(
  key: string,
  enabled: boolean,
  fields: Fields,
  stored: Fields,
) {
  const [offer, setOffer] = useState<LocalCopy<Fields> | null>(() => {
    if (!enabled || typeof window === 'undefined') return null;
    const copy = read<Fields>(key);
    return copy && JSON.stringify(copy.fields) !== JSON.stringify(stored) ? copy : null;
  });

  const current = JSON.stringify(fields);
  const matches = current === JSON.stringify(stored);
  useEffect(() => {
    // While an old copy is offered, keep it: the editor has not chosen yet.
    if (!enabled || offer) return;
    try {
      if (matches) window.localStorage.removeItem(key);
      else
        window.localStorage.setItem(key, JSON.stringify({ fields: JSON.parse(current), at: new Date().toISOString() }));
    } catch {
      // Storage full or refused (private mode): the unsaved-changes prompt still guards the edits.
    }
  }, [key, enabled, offer, current, matches]);

  return {
    offer,
    /** Hands the offered copy back and stops offering it. */
    take: () => {
      const taken = offer;
      setOffer(null);
      return taken?.fields ?? null;
    },
    discard: () => {
      window.localStorage.removeItem(key);
      setOffer(null);
    },
  };
}
