import { JURISDICTIONS } from '../jurisdictions';
import { versionsOf } from '../law-in-force';
import {
  STATE_CODES,
  type Dated,
  type JurisdictionRecord,
  type LawFact,
  type StateCode,
} from '../law-table.types';

/**
 * Every fact the law table stores, one row per version, with the key its evidence entry has in
 * docs/law-evidence/XX.md (`smallClaims.limitIndividual`, `preSuitDemands.tx-dtpa-17505`, `freelancerLaws[0]`).
 */

export const FACT_CLASSES = [
  'limits',
  'representation',
  'deposit deadlines',
  'deposit penalties',
  'deposit interest',
  'limitation periods',
  'court names',
  'filing fees',
  'notices',
  'freelancer laws',
  'prejudgment interest',
  'forms and service',
] as const;
export type FactClass = (typeof FACT_CLASSES)[number];

export interface InventoryFact {
  state: StateCode;
  key: string;
  /** The version's position when the slot holds several (0 = oldest), else null. */
  version: number | null;
  fact: LawFact<unknown>;
  factClass: FactClass;
}

const SMALL_CLAIMS_CLASS: Record<keyof JurisdictionRecord['smallClaims'], FactClass> = {
  courtName: 'court names',
  limitIndividual: 'limits',
  limitBusiness: 'limits',
  filingFee: 'filing fees',
  noCapCaseTypes: 'limits',
  localLimits: 'limits',
  caseTypeLimits: 'limits',
  businessCourt: 'limits',
  representation: 'representation',
  filingCaps: 'limits',
  forms: 'forms and service',
  service: 'forms and service',
};

const DEPOSIT_CLASS: Record<keyof JurisdictionRecord['securityDeposit'], FactClass> = {
  returnDeadline: 'deposit deadlines',
  penalty: 'deposit penalties',
  interest: 'deposit interest',
};

export function classOfKey(key: string): FactClass {
  const [group = '', name = ''] = key.split('.');
  if (group === 'smallClaims') return SMALL_CLAIMS_CLASS[name as keyof typeof SMALL_CLAIMS_CLASS] ?? 'limits';
  if (group === 'securityDeposit')
    return DEPOSIT_CLASS[name as keyof typeof DEPOSIT_CLASS] ?? 'deposit deadlines';
  if (group === 'limitations') return 'limitation periods';
  if (group === 'preSuitDemands') return 'notices';
  if (key.startsWith('freelancerLaws')) return 'freelancer laws';
  return 'prejudgment interest';
}

function rows(state: StateCode, key: string, dated: Dated<unknown> | undefined): InventoryFact[] {
  if (dated === undefined) return [];
  const versions = versionsOf(dated);
  return versions.map((fact, i) => ({
    state,
    key,
    version: versions.length > 1 ? i : null,
    fact,
    factClass: classOfKey(key),
  }));
}

export function inventoryOf(
  state: StateCode,
  record: JurisdictionRecord = JURISDICTIONS[state],
): InventoryFact[] {
  const out: InventoryFact[] = [];
  for (const [name, dated] of Object.entries(record.smallClaims)) {
    out.push(...rows(state, `smallClaims.${name}`, dated as Dated<unknown> | undefined));
  }
  for (const [name, dated] of Object.entries(record.limitations)) {
    out.push(...rows(state, `limitations.${name}`, dated as Dated<unknown> | undefined));
  }
  for (const [name, dated] of Object.entries(record.securityDeposit)) {
    out.push(...rows(state, `securityDeposit.${name}`, dated as Dated<unknown> | undefined));
  }
  for (const rule of record.preSuitDemands) out.push(...rows(state, `preSuitDemands.${rule.value.id}`, rule));
  record.freelancerLaws.forEach((law, i) => out.push(...rows(state, `freelancerLaws[${i}]`, law)));
  out.push(...rows(state, 'prejudgmentInterest', record.prejudgmentInterest));
  return out;
}

export const fullInventory = (): InventoryFact[] => STATE_CODES.flatMap((state) => inventoryOf(state));
