import { exportRows } from '../common/export-rows';
import type { PersonalDataHolder } from '../common/personal-data-holder';
import { execSql } from '../database/sql';

/** The per-account rate-limit counters (docs/adr/153): which rules the account used, and when. */
export const rateLimitsPersonalData: PersonalDataHolder = {
  name: 'rate-limits',
  tables: ['user_rate_limits'],
  exportSections: {
    rateLimits: ({ id }, tx, out) =>
      exportRows(
        out,
        'rateLimits',
        tx.rows(
          `SELECT split_part(key, ':', 1) AS "rule", updated_at AS "updatedAt"
           FROM user_rate_limits WHERE key LIKE '%:' || $1::text ORDER BY key`,
          [id],
        ),
      ),
  },
  forget: async ({ id }, tx) => {
    await execSql(tx, `DELETE FROM user_rate_limits WHERE key LIKE '%:' || $1`, [id]);
  },
};
