import { exportRows } from '../common/export-rows';
import type { ExportReader, PersonalDataHolder } from '../common/personal-data-holder';
import { execSql } from '../database/sql';
import type { SealedValues } from '../event-store/sealed-values';
import { EMAIL_TOKEN_COLUMNS, openAccounts, SESSION_COLUMNS } from './account-columns';

/**
 * Identity's share of a person's data (docs/adr/153): the account row, sign-ins, password reset requests and staff
 * two-factor enrolment. Forgotten last: deleting the account row cascades to sessions, reset and email-confirmation tokens and TOTP rows.
 */
export const identityPersonalData = (values: SealedValues): PersonalDataHolder => ({
  name: 'identity',
  // staff_totp_enrolments holds only a pending enrolment's secret, second_factor_enrolment_codes only the hash of a
  // one-time code (credentials, never exported); both cascade.
  tables: [
    'users',
    'sessions',
    'password_reset_tokens',
    'email_tokens',
    'staff_totp',
    'staff_totp_enrolments',
    'staff_recovery_codes',
    'second_factor_enrolment_codes',
  ],
  exportSections: {
    profile: async ({ id }, tx, out) => {
      const stored = await tx.query<{ id: string; email: Buffer; name: Buffer }>(
        `SELECT id::text AS id, email, email_verified_at AS "emailVerifiedAt", name, role,
                stripe_customer_id AS "paymentProviderCustomerId", language, created_at AS "createdAt",
                updated_at AS "updatedAt"
           FROM users WHERE id = $1`,
        [id],
      );
      const [profile] = await openAccounts(values, stored, tx.manager);
      await out.field('profile', profile ?? null);
    },
    sessions: ({ id }, tx, out) =>
      exportRows(
        out,
        'sessions',
        opened(
          values,
          tx,
          SESSION_COLUMNS,
          tx.rows(
            `SELECT user_id::text AS user_id, session_id AS "id", created_at AS "createdAt", last_used_at AS "lastUsedAt",
                    expires_at AS "expiresAt", revoked_at AS "revokedAt", ip, user_agent
               FROM sessions WHERE user_id = $1 ORDER BY created_at, id`,
            [id],
          ),
          ({ user_id: _owner, ip, user_agent, ...row }) => ({ ...row, ipAddress: ip, userAgent: user_agent }),
        ),
      ),
    passwordResetRequests: ({ id }, tx, out) =>
      exportRows(
        out,
        'passwordResetRequests',
        tx.rows(
          `SELECT created_at AS "createdAt", expires_at AS "expiresAt", used_at AS "usedAt"
           FROM password_reset_tokens WHERE user_id = $1 ORDER BY created_at`,
          [id],
        ),
      ),
    emailAddressConfirmations: ({ id }, tx, out) =>
      exportRows(
        out,
        'emailAddressConfirmations',
        opened(
          values,
          tx,
          EMAIL_TOKEN_COLUMNS,
          tx.rows(
            `SELECT user_id::text AS user_id, purpose, email, created_at AS "createdAt", expires_at AS "expiresAt",
                    used_at AS "usedAt"
               FROM email_tokens WHERE user_id = $1 ORDER BY created_at`,
            [id],
          ),
          ({ user_id: _owner, ...row }) => row,
        ),
      ),
    twoFactorSignIn: async ({ id }, tx, out) => {
      const [twoFactor] = await tx.query(
        `SELECT t.confirmed_at AS "enrolledAt",
                (SELECT count(*)::int FROM staff_recovery_codes r WHERE r.user_id = t.user_id AND r.used_at IS NULL)
                  AS "unusedRecoveryCodes"
           FROM staff_totp t WHERE t.user_id = $1`,
        [id],
      );
      // The secret and the recovery codes stay out: they are credentials, not information about you.
      await out.field('twoFactorSignIn', twoFactor ?? null);
    },
  },
  forget: async ({ id }, tx) => {
    await execSql(tx, `DELETE FROM users WHERE id = $1`, [id]);
  },
  forgetLast: true,
});

/** `rows` with `policy`'s sealed columns opened (the export's snapshot reads the keys too), then shaped. */
async function* opened(
  values: SealedValues,
  tx: ExportReader,
  policy: typeof SESSION_COLUMNS,
  rows: AsyncIterable<Record<string, unknown>>,
  shape: (row: Record<string, unknown>) => Record<string, unknown>,
): AsyncIterable<Record<string, unknown>> {
  for await (const row of rows) {
    const [open] = await policy.open(values, [row as { user_id: string }], tx.manager);
    yield shape(open as Record<string, unknown>);
  }
}
