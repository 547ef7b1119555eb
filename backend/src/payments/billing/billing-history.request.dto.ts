import { PageQuery } from '../../common/page-query.dto';

export const BILLING_HISTORY_PAGE_SIZE = 20;
export const BILLING_HISTORY_MAX_PAGE_SIZE = 100;

/** `GET /api/billing/history?page=&pageSize=`: the signed-in user's charges and refunds, newest first. */
export class BillingHistoryQueryDto extends PageQuery(
  BILLING_HISTORY_PAGE_SIZE,
  BILLING_HISTORY_MAX_PAGE_SIZE,
) {}
