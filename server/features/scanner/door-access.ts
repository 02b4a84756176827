import type { NextFunction, Request, Response } from 'express';
import type { PermissionName } from '../../../common/permissions.js';
import type { Database } from '../../db.js';
import { requirePermission } from '../../http/auth.js';
import { canAny, defineGuard } from '../../http/authorization.js';
import { clientAddress } from '../../http/rate-limit.js';
import { openDoorInvitation } from './door-invitations.js';

declare module 'express-session' {
  interface SessionData {
    /**
     * A door invitation this browser opened (SPEC §11): scanning at one event's door, under this name.
     * `id` tells this opening of the link from others (missing on passes handed out before it existed).
     */
    doorPass?: { id?: string; invitationId: number; eventId: number; name: string };
  }
}

/** Who a scan is logged as: the member, or a volunteer let in by a door invitation. */
export interface DoorScanner {
  /** The member scanning; a volunteer without an account scans as the manager who invited them. */
  scannerId: number;
  /** Set for scans through an invitation: the name its volunteer gave (or their own, when signed in). */
  scannerName: string | null;
  invitationId: number | null;
  /**
   * The door pass a volunteer without an account scans through ('' for members): they scan as the
   * manager, so a replay is answered only to the pass that made the scan.
   */
  doorPass: string;
}

declare module 'express-serve-static-core' {
  interface Locals {
    doorScanner?: DoorScanner;
  }
}

/**
 * A request of the scanner's own fetch (scans, sync, search, door list): JSON, not an Inertia visit. It
 * cannot follow a redirect to the login page, so a refusal must say so in JSON.
 */
const wantsJson = (req: Request): boolean => !req.get('X-Inertia') && req.accepts(['html', 'json']) === 'json';

const ACCESS_ENDED = 'This browser may not scan at this door.';

/**
 * The scanner's guard: members holding one of the permissions, or a browser holding a door invitation
 * for this very event that is open now (checked on every request, so a withdrawn invitation stops the
 * next scan). Anyone else gets what the permission guard answers (the login page or 403); the scanner's
 * fetch gets 401 (nobody signed in, or the invitation closed) or 403 (no permission) as JSON, which it
 * reads as "access ended" rather than as a network failure.
 */
export function requireDoorAccess(db: Database, now: () => Date, ...anyOf: PermissionName[]) {
  const byPermission = requirePermission(...anyOf);
  return defineGuard(
    { kind: 'door', anyOf },
    async function doorGuard(req: Request, res: Response, next: NextFunction): Promise<void> {
      const user = res.locals.user;
      if (user && canAny(user, anyOf)) {
        res.locals.doorScanner = { scannerId: user.id, scannerName: null, invitationId: null, doorPass: '' };
        return next();
      }
      const pass = req.session.doorPass;
      if (pass && String(pass.eventId) === req.params.id) {
        const invitation = await openDoorInvitation({ db, now }, { id: pass.invitationId });
        if (invitation) {
          res.locals.doorScanner = {
            scannerId: user?.id ?? invitation.createdById,
            scannerName: pass.name,
            invitationId: invitation.id,
            doorPass: user ? '' : (pass.id ?? `invitation:${invitation.id}`),
          };
          return next();
        }
        delete req.session.doorPass;
      }
      if (wantsJson(req)) return void res.status(user ? 403 : 401).json({ message: ACCESS_ENDED });
      byPermission(req, res, next);
    },
  );
}

/**
 * Rate limits at the door count per member (a volunteer signed in too), or per invitation and address for
 * a volunteer without an account: opening the link again gives a guest a fresh session, and the limit
 * must not start afresh with it. Volunteers sharing one network share their invitation's limit.
 */
export const doorScannerKey = (req: Request, res: Response): string => {
  const scanner = res.locals.doorScanner;
  if (!scanner) return `client:${clientAddress(req)}`;
  return res.locals.user ? `member:${res.locals.user.id}` : `door:${scanner.invitationId}:${clientAddress(req)}`;
};
