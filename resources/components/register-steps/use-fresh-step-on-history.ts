import { router } from '@inertiajs/react';
import { useEffect } from 'react';
import { routes } from '../../lib/routes';

const COMPONENT = 'auth/RegisterSteps';

/**
 * Browser Back and Forward restore a step from the history entry, with the props it had when it was
 * first shown (empty fields, older progress). Progress lives in the session, so a step restored from
 * history is asked for again and shows what was saved since.
 */
export function useFreshStepOnHistory() {
  useEffect(() => {
    const onPopState = (event: PopStateEvent) => {
      // Entries without Inertia's page (a jump to a #fragment) are not restored by Inertia.
      if (!(typeof event.state === 'object' && event.state !== null && 'page' in event.state)) return;
      // Inertia restores the entry asynchronously and then announces it: ask once it has.
      const stop = router.on('navigate', (navigated) => {
        stop();
        const { component, props } = navigated.detail.page;
        if (component !== COMPONENT) return;
        router.visit(`${routes.registerSteps.show()}?step=${String(props.step)}`, {
          replace: true,
          preserveScroll: true,
        });
      });
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);
}
