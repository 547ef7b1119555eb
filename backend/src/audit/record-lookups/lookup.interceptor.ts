import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { from, mergeMap, type Observable } from 'rxjs';
import { CaseQueries } from '../../case-file/index';
import {
  RECORDS_LOOKUP_KEY,
  rolePowersActive,
  type AuthenticatedRequest,
  type AuthenticatedUser,
  type LookupSpec,
  UserAccounts,
} from '../../identity/index';
import { SupportQueries } from '../../support/index';
import { AuditLookupLog } from '../audit-lookup-log';
import type { AuditLookup } from '../audit-log.decide';

type RoutedRequest = AuthenticatedRequest & {
  params: Record<string, string | undefined>;
  query: Record<string, unknown>;
};
type PersonalDataLookup = Extract<AuditLookup, { type: 'RecordPersonalDataLookup' }>['data'];

/**
 * Records a staff member's or auditor's read of another person's data before the handler answers (ADR 130, issue
 * 37), on every route marked `@RecordsLookup`: it finds the owner of the case or ticket the path names, and when
 * the reader is not that owner appends `PersonalDataLookedUp` to the reader's audit log; a failed append fails the
 * request (no log, no data). Global (APP_INTERCEPTOR), so a route needs only the decorator. An unknown id is
 * recorded too (someone looked for it); a malformed id is not a case and is not recorded.
 */
@Injectable()
export class LookupInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly log: AuditLookupLog,
    private readonly cases: CaseQueries,
    private readonly tickets: SupportQueries,
    private readonly accounts: UserAccounts,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const spec = this.reflector.getAllAndOverride<LookupSpec | undefined>(RECORDS_LOOKUP_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    const request = context.switchToHttp().getRequest<RoutedRequest>();
    const user = request.user;
    if (!spec || !user || !spec.allow.includes(user.role) || !rolePowersActive(user)) return next.handle();
    return from(this.record(spec, request, user)).pipe(mergeMap(() => next.handle()));
  }

  private async record(spec: LookupSpec, request: RoutedRequest, user: AuthenticatedUser): Promise<void> {
    const lookup = await this.lookupOf(spec, request);
    if (!lookup || lookup.ownerId === user.id) return;
    // Express types the matched route as `any`: it is the path as the router knows it, e.g. `/api/cases/:id`.
    const matched = request.route as { path?: string } | undefined;
    const route = `${request.method} ${matched?.path ?? request.path}`;
    await this.log.record(user, { type: 'RecordPersonalDataLookup', data: { ...lookup, route } });
  }

  private async lookupOf(spec: LookupSpec, request: RoutedRequest): Promise<Omit<PersonalDataLookup, 'route'> | null> {
    const resource = spec.resource;
    if (resource === 'support-ticket-search') {
      const q = request.query[spec.param ?? 'q'];
      if (typeof q !== 'string' || q.trim() === '') return null; // the unfiltered dashboard is not a search
      const query = q.trim().toLowerCase();
      // A whole email names its account's tickets: that account is whose data was searched for.
      const account = query.includes('@') ? await this.accounts.byEmail(query) : null;
      return { resource, resourceId: null, ownerId: account?.id ?? null, query, found: account !== null };
    }
    const id = request.params[spec.param ?? 'id'] ?? '';
    if (resource === 'case') {
      if (!CASE_ID_SHAPE.test(id)) return null;
      const ownerId = await this.cases.ownerOf(id);
      return { resource, resourceId: id.toLowerCase(), ownerId, query: null, found: ownerId !== null };
    }
    if (!CASE_ID_SHAPE.test(id)) return null;
    const ticket = await this.tickets.ownerOf(id);
    return { resource, resourceId: id.toLowerCase(), ownerId: ticket?.userId ?? null, query: null, found: !!ticket };
  }
}

/** A UUID: anything else names no case or ticket and is not a lookup. */
const CASE_ID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
