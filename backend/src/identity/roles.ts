/** Who a signed-in person is, for access decisions (DESIGN §7). Stored in `users.role`. */
export const ROLES = ['user', 'staff', 'auditor'] as const;
export type Role = (typeof ROLES)[number];

export const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);

/** Roles that only read (DESIGN §7: auditors replay history); the access guard refuses them every command route. */
export const READ_ONLY_ROLES: readonly Role[] = ['auditor'];
export const isReadOnlyRole = (role: Role) => READ_ONLY_ROLES.includes(role);

/**
 * Roles whose extra powers (staff-only routes, the audit screen, reading other people's cases) need a session that
 * has passed the TOTP second factor (DESIGN §7, ADR 113; auditors too since issue 22). Until then the session is an
 * ordinary signed-in user's.
 */
export const SECOND_FACTOR_ROLES: readonly Role[] = ['staff', 'auditor'];
export const needsSecondFactor = (role: Role) => SECOND_FACTOR_ROLES.includes(role);
