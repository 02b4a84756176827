import type { Request, Response } from 'express';
import type { AuthUser } from '../../../common/types/shared.js';
import { clientAddress } from '../../http/rate-limit.js';
import type { AuditActor } from './record.js';

/** The signed-in member acting in this request, with the address the log keeps beside them. */
export function actingUser(req: Request, res: Response): AuthUser & AuditActor {
  return { ...res.locals.user!, address: clientAddress(req) };
}
