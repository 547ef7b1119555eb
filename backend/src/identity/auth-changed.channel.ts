/**
 * The channel the `sessions` and `users` triggers notify on (identity.migrations.ts), and on which projections that
 * change a user's cached answers (subscriptions, attorney search access) announce it: the session cache listens.
 */
export const AUTH_CHANGED_CHANNEL = 'suego_auth_changed';
