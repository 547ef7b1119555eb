/** Who a signed-in person is, for access decisions (DESIGN §7). Stored in `users.role`. */
export const ROLES = ['user', 'staff', 'auditor'] as const;
export type Role = (typeof ROLES)[number];

export const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);

/** Roles that only read (DESIGN §7: auditors replay history); the access guard refuses them every command route. */
export const READ_ONLY_ROLES: readonly Role[] = ['auditor'];
export const isReadOnlyRole = (role: Role) => READ_ONLY_ROLES.includes(role);
