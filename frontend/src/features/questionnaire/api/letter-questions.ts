/**
 * The questions a letter needs so it never assumes (issue 12): the same vocabulary as the server's
 * `law/deceptive-acts.ts` and `cases/case.types.ts` (the server refuses anything else).
 */
import { localized } from '@/lib/i18n/runtime';
import { messages as m } from '../messages';

export const AGREEMENT_FORMS = ['written', 'oral', 'none'] as const;
export type AgreementForm = (typeof AGREEMENT_FORMS)[number];

export const AGREEMENT_FORM_LABELS: Readonly<Record<AgreementForm, string>> = localized({
  written: m.agreementWritten,
  oral: m.agreementOral,
  none: m.agreementNone,
});

export const DECEPTIVE_ACTS = [
  'misrepresented-characteristics',
  'misrepresented-quality',
  'bait-advertising',
  'misrepresented-rights',
  'misrepresented-repairs',
  'unconscionable-terms',
] as const;
export type DeceptiveAct = (typeof DECEPTIVE_ACTS)[number];

export const DECEPTIVE_ACT_LABELS: Readonly<Record<DeceptiveAct, string>> = localized({
  'misrepresented-characteristics': m.actCharacteristics,
  'misrepresented-quality': m.actQuality,
  'bait-advertising': m.actBait,
  'misrepresented-rights': m.actRights,
  'misrepresented-repairs': m.actRepairs,
  'unconscionable-terms': m.actUnconscionable,
});

/** The consumer statutes whose notice a letter can be, by state: the pick-list is only asked there. */
export const CONSUMER_STATUTES: Readonly<Record<string, string>> = {
  MA: 'Massachusetts consumer protection law (M.G.L. c.93A)',
  TX: 'the Texas Deceptive Trade Practices Act',
  CA: 'the California Consumers Legal Remedies Act',
  GA: 'the Georgia Fair Business Practices Act',
  AL: 'the Alabama Deceptive Trade Practices Act',
  ME: 'the Maine Unfair Trade Practices Act',
};

/** Case types where a written or spoken agreement decides the deadline to sue. */
export const AGREEMENT_CASE_TYPES: readonly string[] = [
  'unpaid-work',
  'contract-breach',
  'landlord-dispute',
  'other',
];
