import { App, type ResolvedComponent } from '@inertiajs/react';
import { render } from '@testing-library/react';
import { resolveLayout } from '../../../resources/layouts/resolve-layout';
import type { AuthUser, FlashMessages, SharedProps } from '../../../common/types/shared';

export const member: AuthUser = {
  id: 1,
  name: 'Ada Lovelace',
  email: 'ada@example.test',
  emailVerified: true,
  twoFactor: false,
  permissions: [],
};

export function sharedProps(overrides: Partial<SharedProps> = {}): SharedProps {
  return {
    appName: 'Agora',
    auth: { user: null },
    errors: {},
    old: {},
    appearance: 'system',
    ...overrides,
  };
}

/**
 * Renders a page the way the app does: inside Inertia's App, wrapped in the layout its name selects;
 * `flash` is the page object's, beside the shared props.
 */
export function renderPage(
  name: string,
  Component: ResolvedComponent,
  props: Record<string, unknown> = {},
  { flash = {}, ...shared }: Partial<SharedProps> & { flash?: FlashMessages } = {},
) {
  const url = '/test';
  window.history.replaceState(null, '', url);
  return render(
    <App
      initialPage={{
        component: name,
        props: { ...sharedProps(shared), ...props, errors: {} },
        url,
        version: null,
        rescuedProps: [],
        rememberedState: {},
        flash,
      }}
      initialComponent={Component}
      resolveComponent={() => Component}
      defaultLayout={resolveLayout}
    />,
  );
}
