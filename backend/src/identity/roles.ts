/** Who a signed-in person is, for access decisions (DESIGN §7). Stored in `users.role`. */
export const ROLES = ['user', 'staff', 'auditor'] as const;
export type Role = (typeof ROLES)[number];

export const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);
