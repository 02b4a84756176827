import type { Request, Response } from 'express';
import { buildPage } from './build-page.js';
import { HEADERS } from './headers.js';
import { readRequestInfo, type InertiaRequestInfo } from './request-info.js';
import type { InertiaPages } from './index.js';
import type { DeferProp, OptionalProp } from './prop-helpers.js';
import type { RedirectCarry } from './redirect-carry.js';
import type { Page, Props } from './page.js';

export interface InertiaOptions {
  /** The asset version; a client holding another one is sent for a full page load. */
  version: () => string;
  /**
   * The whole HTML document of a first visit, around the page object. `viewData` is what the handler
   * gave `viewData()` for the document only (e.g. meta tags); the client never sees it as props.
   */
  document: (page: Page, req: Request, res: Response, viewData: Props) => string | Promise<string>;
  /** Props every page receives; the page's own props win over them. */
  shared?: (req: Request, res: Response) => Props | Promise<Props>;
  /** Keeps `clearHistory()` across a redirect, for the page it leads to. */
  carry?: RedirectCarry;
}

type PageName = keyof InertiaPages extends never ? string : keyof InertiaPages;
/**
 * Each prop as its value, or as `defer`/`optional` with a resolver of that value: those are absent from
 * the first response, so the page map declares them optional.
 */
type Given<PageProps> = {
  [Key in keyof PageProps]:
    PageProps[Key] | DeferProp<NonNullable<PageProps[Key]>> | OptionalProp<NonNullable<PageProps[Key]>>;
};
type PagePropsOf<Component> = Component extends keyof InertiaPages ? Given<InertiaPages[Component]> : Props;
/** A page whose props are all optional (or that has none) may be rendered without them. */
type RenderArgs<Component> =
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- `{}` is what "no props given" is
  {} extends PagePropsOf<Component>
    ? [props?: PagePropsOf<Component>, status?: number]
    : [props: PagePropsOf<Component>, status?: number];

/** The protocol for one request: collects shared props and history flags, then renders or redirects. */
export class InertiaResponse {
  readonly info: InertiaRequestInfo;
  private sharedProps: Props = {};
  private historyCleared = false;
  private historyEncrypted = false;
  private documentData: Props = {};

  constructor(
    private readonly req: Request,
    private readonly res: Response,
    private readonly options: InertiaOptions,
  ) {
    this.info = readRequestInfo(req.headers);
  }

  share(props: Props): this {
    Object.assign(this.sharedProps, props);
    return this;
  }

  /** Data for the HTML document of a first visit only; Inertia visits do not carry it. */
  viewData(data: Props): this {
    Object.assign(this.documentData, data);
    return this;
  }

  /** The client forgets its history (encrypted or not), e.g. after logging out; survives a redirect with `carry`. */
  clearHistory(): this {
    this.historyCleared = true;
    return this;
  }

  /** Called as the response redirects: hands the flags that belong to the next page to the carry. */
  beforeRedirect(): void {
    if (this.historyCleared) this.options.carry?.keep(this.req, { clearHistory: true });
  }

  encryptHistory(encrypt = true): this {
    this.historyEncrypted = encrypt;
    return this;
  }

  async page(component: string, props: Props = {}): Promise<Page> {
    const shared = (await this.options.shared?.(this.req, this.res)) ?? {};
    const carried = this.options.carry?.take(this.req);
    return buildPage(
      {
        component,
        props: { ...shared, ...this.sharedProps, ...props },
        url: this.req.originalUrl,
        version: this.options.version(),
        clearHistory: this.historyCleared || carried?.clearHistory === true,
        encryptHistory: this.historyEncrypted,
      },
      this.info,
    );
  }

  async render<Component extends PageName>(
    component: Component,
    ...[props, status]: RenderArgs<Component>
  ): Promise<void> {
    const page = await this.page(component, (props ?? {}) as Props);
    this.res.status(status ?? this.res.statusCode).vary(HEADERS.inertia);
    if (this.info.isInertia) {
      this.res.set('X-Inertia', 'true').json(page);
      return;
    }
    this.res.type('html').send(await this.options.document(page, this.req, this.res, this.documentData));
  }

  /** A redirect the browser must follow with a full load (another site, or a non-Inertia page). */
  location(url: string): void {
    if (this.info.isInertia) {
      this.res.status(409).set('X-Inertia-Location', url).end();
      return;
    }
    this.res.redirect(url);
  }
}
