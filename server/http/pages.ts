// The product's page map (common/types/pages.ts) given to the Inertia adapter: every
// `res.inertia.render(component, props)` is checked against it by the compiler.
import type { PageProps } from '../../common/types/pages.js';

declare module '@agora/inertia-express' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the merge is the point
  interface InertiaPages extends PageProps {}
}
