import type { Request } from 'express';
import type { Role } from './roles';

/** The signed-in person behind a request, attached by the access guard. Carries no credential. */
export interface AuthenticatedUser {
  id: string;
  email: string;
  name: string;
  role: Role;
  createdAt: Date;
  /** Whether the account has opened a verification link sent to `email` (ADR 140). */
  emailVerified: boolean;
  /**
   * The session the request was made with (`sessions.id` internally, `session_id` for logs), and whether it has
   * passed the TOTP second factor (only staff sessions ever need it; ADR 113).
   */
  session: { id: string; publicId: string; secondFactorVerified: boolean };
}

export interface AuthenticatedRequest extends Request {
  user?: AuthenticatedUser;
}

/** Where a session stands with the second factor: not needed (not staff), still to do, or done. */
export type SecondFactorState = 'not_required' | 'pending' | 'verified';
