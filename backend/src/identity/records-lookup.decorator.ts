import { SetMetadata } from '@nestjs/common';
import type { Role } from './roles';

export const RECORDS_LOOKUP_KEY = 'suego:recordsLookup';

/** What a route reads of a person (ADR 130, issue 37): one of their cases, a support ticket, or the ticket search. */
export type LookupResource = 'case' | 'support-ticket' | 'support-ticket-search';

export interface LookupSpec {
  resource: LookupResource;
  /** The roles that may read someone else's resource here, as the handler's `assertCanRead` allows them. */
  allow: readonly Role[];
  /** The path parameter holding the case or ticket id (default `id`); the query parameter searched for a search. */
  param?: string;
}

/**
 * Marks a route that shows a person's data to staff or auditors: a read by one of `allow` (with the second factor
 * passed) is recorded as a `PersonalDataLookedUp` event on the looker's audit log **before** the handler runs, and
 * a lookup that cannot be recorded is not answered (ADR 130). The owner's own reads are not recorded. The
 * interceptor that does it lives in audit/ (`LookupInterceptor`), global for every route.
 */
export const RecordsLookup = (spec: LookupSpec) => SetMetadata(RECORDS_LOOKUP_KEY, spec);

/** Case-scoped reads open to staff and auditors. */
export const CASE_READ_BY_STAFF_AND_AUDITORS: LookupSpec = { resource: 'case', allow: ['staff', 'auditor'] };
/** Case-scoped reads open to staff only (the letter's PDF, its versions and documents, the SC-100). */
export const CASE_READ_BY_STAFF: LookupSpec = { resource: 'case', allow: ['staff'] };
