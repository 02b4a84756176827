import { router } from '@inertiajs/react';
import { useEffect } from 'react';

/**
 * While `unsaved`, asks before the page is left: a link or Back inside the app (Inertia's `before`
 * event; the form's own save and other non-GET visits go ahead) and closing or reloading the tab
 * (`beforeunload`, whose wording the browser chooses).
 */
export function useUnsavedChangesPrompt(unsaved: boolean, question: string) {
  useEffect(() => {
    if (!unsaved) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    const stop = router.on('before', (event) => {
      const { visit } = event.detail;
      if (visit.method !== 'get' || visit.prefetch) return;
      if (!window.confirm(question)) event.preventDefault();
    });
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      stop();
    };
  }, [unsaved, question]);
}
