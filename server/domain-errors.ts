// What a use case reports when it cannot do what it was asked. Use cases know nothing of HTTP: the
// error pages (server/http/errors.ts) answer these with 404 and 403.

/** The record the request names does not exist (or is not this caller's to see). */
export class RecordNotFound extends Error {
  constructor() {
    super('No such record');
  }
}

/** The caller may reach the action, but not on this record; `reason` is shown to them. */
export class ActionRefused extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}
