// The public surface of identity/ (docs/architecture.md, rule 3): other contexts import from here, from its
// *.events.ts or its *.command.ts, never from its other files. Add an export when another context needs one.

export { AllowReadOnlyRoles, CurrentUser, Public, Roles } from './access.decorators';
export { AuthRateLimiter, RateLimitRule } from './auth-rate-limiter';
export { EMAIL_MAX, RegisterRequestDto, UserResponseDto, toUserResponse } from './auth.dto';
export { AuthService, SignedIn } from './auth.service';
export { AuthenticatedRequest, AuthenticatedUser } from './authenticated-user';
export { IdentityModule } from './identity.module';
export { Actor, assertCanRead, assertOwner, rolePowersActive } from './ownership';
export {
  CASE_READ_BY_STAFF,
  CASE_READ_BY_STAFF_AND_AUDITORS,
  LookupResource,
  LookupSpec,
  RECORDS_LOOKUP_KEY,
  RecordsLookup,
} from './records-lookup.decorator';
export { Role } from './roles';
export { logSecurityEvent, setEmailPseudonymKey } from './security-log';
export { SessionCache } from './session-cache';
export { bearerToken } from './session-token';
export { SessionsService } from './sessions.service';
export { isLanguage, LanguagePreferences, type Language } from './language-preference';
export { UserAccounts, type AccountByEmail } from './user-accounts';
export { EmailVerifiedHooks, type EmailVerifiedListener } from './email-ownership/email-verified.port';
