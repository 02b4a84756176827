import type { Request, Response } from 'express';
import { buildPage } from './build-page.js';
import { HEADERS } from './headers.js';
import { readRequestInfo, type InertiaRequestInfo } from './request-info.js';
import type { PageName, RenderArgs } from './render-args.js';
import { AlwaysProp } from './prop-helpers.js';
import { carriesAnything, combineCarried, type Carried, type RedirectCarry } from './redirect-carry.js';
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
  /** Keeps flash data, validation errors and history flags across a redirect, for the page it leads to. */
  carry?: RedirectCarry;
  /** Whether pages ask the client to encrypt their history entries unless a response says otherwise. */
  encryptHistory?: boolean;
}

/** The protocol for one request: collects shared props and what the next page gets, then renders or redirects. */
export class InertiaResponse {
  readonly info: InertiaRequestInfo;
  private sharedProps: Props = {};
  /** Flash data, errors and history flags for the page this response renders or redirects to. */
  private forNextPage: Carried = {};
  private historyEncrypted: boolean;
  private documentData: Props = {};

  constructor(
    private readonly req: Request,
    private readonly res: Response,
    private readonly options: InertiaOptions,
  ) {
    this.info = readRequestInfo(req.headers);
    this.historyEncrypted = options.encryptHistory ?? false;
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
    return this.leave({ clearHistory: true });
  }

  /** The page object's `flash`: messages for the next page only, not kept in its props or its history. */
  flash(data: Props): this {
    return this.leave({ flash: data });
  }

  /** Validation errors for the next page's `errors` prop, under the error bag the visit named, if any. */
  errors(fieldErrors: Props): this {
    return this.leave({ errors: this.info.errorBag ? { [this.info.errorBag]: fieldErrors } : fieldErrors });
  }

  /** The client keeps the `#fragment` of the URL it visited on the page a redirect leads to. */
  preserveFragment(): this {
    return this.leave({ preserveFragment: true });
  }

  encryptHistory(encrypt = true): this {
    this.historyEncrypted = encrypt;
    return this;
  }

  private leave(carried: Carried): this {
    this.forNextPage = combineCarried(this.forNextPage, carried);
    return this;
  }

  /** Called as the response redirects: adds what belongs to the next page to what the carry holds. */
  beforeRedirect(): void {
    const { carry } = this.options;
    if (!carry || !carriesAnything(this.forNextPage)) return;
    carry.keep(this.req, combineCarried(carry.take(this.req), this.forNextPage));
  }

  async page(component: string, props: Props = {}): Promise<Page> {
    const shared = { ...(await this.options.shared?.(this.req, this.res)), ...this.sharedProps };
    const carried = combineCarried(this.options.carry?.take(this.req), this.forNextPage);
    const errors = { errors: new AlwaysProp(carried.errors ?? {}) };
    return buildPage(
      {
        component,
        props: { ...errors, ...shared, ...props },
        url: this.req.originalUrl,
        version: this.options.version(),
        clearHistory: carried.clearHistory === true,
        encryptHistory: this.historyEncrypted,
        preserveFragment: carried.preserveFragment,
        flash: carried.flash ?? {},
        sharedProps: Object.keys({ ...errors, ...shared }),
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
      this.beforeRedirect();
      this.res.status(409).set('X-Inertia-Location', url).end();
      return;
    }
    this.res.redirect(url);
  }
}
