import { exportRows } from '../common/export-rows';
import type { PersonalDataHolder } from '../common/personal-data-holder';
import { execSql } from '../database/sql';

/**
 * Identity's share of a person's data (docs/adr/153): the account row, sign-ins, password reset requests and staff
 * two-factor enrolment. Forgotten last: deleting the account row cascades to sessions, reset and email-confirmation tokens and TOTP rows.
 */
export const identityPersonalData: PersonalDataHolder = {
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
      const [profile] = await tx.query(
        `SELECT id, email, email_verified_at AS "emailVerifiedAt", name, role, stripe_customer_id AS "paymentProviderCustomerId",
                language, created_at AS "createdAt", updated_at AS "updatedAt"
           FROM users WHERE id = $1`,
        [id],
      );
      await out.field('profile', profile ?? null);
    },
    sessions: ({ id }, tx, out) =>
      exportRows(
        out,
        'sessions',
        tx.rows(
          `SELECT session_id AS "id", created_at AS "createdAt", last_used_at AS "lastUsedAt",
                expires_at AS "expiresAt", revoked_at AS "revokedAt", ip AS "ipAddress", user_agent AS "userAgent"
           FROM sessions WHERE user_id = $1 ORDER BY created_at, id`,
          [id],
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
        tx.rows(
          `SELECT purpose, email, created_at AS "createdAt", expires_at AS "expiresAt", used_at AS "usedAt"
           FROM email_tokens WHERE user_id = $1 ORDER BY created_at`,
          [id],
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
};
