import type { Request } from 'express';
import type { Role } from './roles';

/** The signed-in person behind a request, attached by the access guard. Carries no credential. */
export interface AuthenticatedUser {
  id: string;
  email: string;
  name: string;
  role: Role;
  createdAt: Date;
  /** The session the request was made with (`sessions.id` internally, `session_id` for logs). */
  session: { id: string; publicId: string };
}

export interface AuthenticatedRequest extends Request {
  user?: AuthenticatedUser;
}
