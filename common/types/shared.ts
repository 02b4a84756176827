// Types shared by the server and the client: the props every page receives.

export interface AuthUser {
  id: number;
  name: string;
  email: string;
  emailVerified: boolean;
  /** Permission names the user holds through their roles, e.g. `events.manage`. */
  permissions: string[];
  /** Whether the member signs in with a second factor (a TOTP code); some permissions act only then. */
  twoFactor: boolean;
}

/** The page object's `flash` (not a prop): a message for the page a form's redirect leads to. */
export type FlashMessages = {
  success?: string;
  error?: string;
};

export type ValidationErrors = Record<string, string>;

export type Appearance = 'light' | 'dark' | 'system';

export interface SharedProps {
  appName: string;
  auth: { user: AuthUser | null };
  errors: ValidationErrors | Record<string, ValidationErrors>;
  /** The input of a submission that failed validation, shown once (passwords left out). */
  old: Record<string, unknown>;
  /** The appearance cookie as the server read it, so the first render matches the HTML class. */
  appearance: Appearance;
  [key: string]: unknown;
}

export type ErrorStatus = 400 | 403 | 404 | 413 | 415 | 419 | 429 | 500 | 503;
