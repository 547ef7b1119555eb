import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { AuthenticatedRequest } from '../identity/index';
import { assertOwner } from '../identity/index';
import { CaseQueries } from './intake/get-case/case-queries';

/**
 * For commands on `/cases/:id`: only the owner gets past, everyone else gets 404 'Case not found' (DESIGN §7).
 * A guard runs before the validation pipe, so another user's case answers 404 whatever the body says, never a
 * 400 that would tell them the case exists (issue 11 point 7).
 */
@Injectable()
export class OwnCaseGuard implements CanActivate {
  constructor(private readonly cases: CaseQueries) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const id = request.params.id;
    const row = typeof id === 'string' ? await this.cases.findById(id) : null;
    assertOwner(request.user, row?.userId, 'Case not found');
    return true;
  }
}
