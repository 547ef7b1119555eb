import type { StateCode } from '../../law/law-table.types';

/**
 * Security-deposit rules the law table does not model yet (issue 12 §1 gives the table "deposit deadline triggers";
 * until then they live here, keyed by state). Two things per state:
 * - `trigger`: what starts the landlord's clock. Only `move-out` lets a letter count from the move-out date and say
 *   the deadline "has passed"; a forwarding-address or tenant-demand trigger may not have happened yet.
 * - `letterIsNotice`: the letter is itself the tenant's statutory notice or demand; the letter says so, because
 *   some remedies (multiple damages) depend on it.
 */
export type DepositTrigger = 'move-out' | 'forwarding-address' | 'tenant-demand';

export interface DepositNoticeRule {
  trigger: DepositTrigger;
  /** The sentence the letter carries, or null. `{days}` is replaced by the letter's response days. */
  letterIsNotice: string | null;
  /** Does the notice need the tenant's forwarding address in writing (the letter's sender address)? */
  needsForwardingAddress: boolean;
  citation: string;
}

const RULES: Partial<Record<StateCode, DepositNoticeRule>> = {
  AZ: {
    trigger: 'tenant-demand',
    letterIsNotice:
      'This letter is my demand for the return of my security deposit under A.R.S. §33-1321(D); the 14 business days that law gives you count from your receipt of this demand.',
    needsForwardingAddress: false,
    citation: 'A.R.S. §33-1321(D)',
  },
  CO: {
    trigger: 'move-out',
    letterIsNotice:
      'This letter is also my written notice, under C.R.S. §38-12-103(3)(a), of my intent to file legal proceedings to recover my deposit; the deadline below gives you more than the seven days that law requires.',
    needsForwardingAddress: false,
    citation: 'C.R.S. §38-12-103(3)(a)',
  },
  CT: {
    trigger: 'forwarding-address',
    letterIsNotice:
      'This letter also gives you my forwarding address in writing, under C.G.S. §47a-21(d): it is the address at the top of this letter.',
    needsForwardingAddress: true,
    citation: 'C.G.S. §47a-21(d)',
  },
  LA: {
    trigger: 'move-out',
    letterIsNotice:
      'This letter is my written demand for the refund of my security deposit under La. R.S. 9:3252.',
    needsForwardingAddress: false,
    citation: 'La. R.S. 9:3252',
  },
  ME: {
    trigger: 'move-out',
    letterIsNotice:
      'This letter is also my written notice, under 14 M.R.S. §6034(1), that I intend to bring a legal action to recover my deposit; the deadline below gives you more than the seven days that law requires.',
    needsForwardingAddress: false,
    citation: '14 M.R.S. §6034(1)',
  },
  TX: {
    trigger: 'forwarding-address',
    letterIsNotice:
      'This letter also gives you my forwarding address in writing, under Tex. Prop. Code §92.107: it is the address at the top of this letter.',
    needsForwardingAddress: true,
    citation: 'Tex. Prop. Code §92.107',
  },
  UT: {
    trigger: 'forwarding-address',
    letterIsNotice:
      'This letter is my written notice and demand for my deposit under Utah Code §57-17-5, and my forwarding address is the address at the top of this letter.',
    needsForwardingAddress: true,
    citation: 'Utah Code §57-17-5',
  },
  WY: {
    trigger: 'forwarding-address',
    letterIsNotice:
      'This letter also gives you my forwarding address in writing, under Wyo. Stat. §1-21-1208: it is the address at the top of this letter.',
    needsForwardingAddress: true,
    citation: 'Wyo. Stat. §1-21-1208',
  },
};

const MOVE_OUT: DepositNoticeRule = {
  trigger: 'move-out',
  letterIsNotice: null,
  needsForwardingAddress: false,
  citation: '',
};

export function depositNoticeRule(state: StateCode): DepositNoticeRule {
  return RULES[state] ?? MOVE_OUT;
}
