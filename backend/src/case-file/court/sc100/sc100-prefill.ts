import type { CaseDetails } from '../../../claim/case.types';
import type { Sc100Address, Sc100Answers } from './sc100.types';

const LAST_LINE = /^(.*?),?\s+([A-Za-z]{2})\s+(\d{5})(?:-\d{4})?$/;

/** "12 Oak St\nFresno, CA 93701" or "12 Oak St, Fresno, CA 93701" split for SC-100; empty parts when unreadable. */
export function splitAddress(text: string): Sc100Address {
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  if (lines.length === 1) {
    const parts = lines[0]!.split(',').map((p) => p.trim());
    if (parts.length >= 3) lines.splice(0, 1, parts.slice(0, -2).join(', '), parts.slice(-2).join(', '));
  }
  const last = LAST_LINE.exec(lines.at(-1) ?? '');
  if (!last || lines.length < 2) return { street: lines.join(', '), city: '', state: '', zip: '' };
  return {
    street: lines.slice(0, -1).join(', '),
    city: last[1]!.replace(/,$/, '').trim(),
    state: last[2]!.toUpperCase(),
    zip: last[3]!,
  };
}

/** The answers as far as the case knows them: both addresses, the venue where the defendant is (item 5a). */
export function prefillSc100(details: CaseDetails): Sc100Answers {
  const defendantAddress = splitAddress(details.defendantAddress);
  return {
    court: { name: '', street: '', city: '', zip: '' },
    plaintiffAddress: splitAddress(details.plaintiffAddress),
    defendantAddress,
    defendantPhone: '',
    agent: null,
    secondDefendant: null,
    venue: 'a',
    venueOther: '',
    venueZip: defendantAddress.zip,
    attorneyFeeDispute: false,
    feeArbitration: false,
    publicEntity: false,
    publicEntityClaimDate: null,
    moreThan12Claims: false,
    confirmsTwoClaimsOver2500: false,
  };
}
