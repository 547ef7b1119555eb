import { CT, MA, ME, NH, NJ, NY, PA, RI, VT } from './jurisdictions/northeast';
import { IA, IL, IN, KS, MI, MN, MO, ND, NE, OH, SD, WI } from './jurisdictions/midwest';
import { AL, AR, DC, DE, FL, GA, KY, LA, MD, MS, NC, OK, SC, TN, TX, VA, WV } from './jurisdictions/south';
import { AK, AZ, CA, CO, HI, ID, MT, NM, NV, OR, UT, WA, WY } from './jurisdictions/west';
import { COURT_DETAILS } from './jurisdictions/court-details';
import type { JurisdictionRecord, StateCode } from './law-table.types';

/**
 * All 50 states and DC. A `Record` keyed by code makes a missing or duplicated jurisdiction a compile error; the
 * unit spec checks each entry's own `code` matches its key.
 */
const STATES: Readonly<Record<StateCode, JurisdictionRecord>> = {
  AL,
  AK,
  AZ,
  AR,
  CA,
  CO,
  CT,
  DE,
  DC,
  FL,
  GA,
  HI,
  ID,
  IL,
  IN,
  IA,
  KS,
  KY,
  LA,
  ME,
  MD,
  MA,
  MI,
  MN,
  MS,
  MO,
  MT,
  NE,
  NV,
  NH,
  NJ,
  NM,
  NY,
  NC,
  ND,
  OH,
  OK,
  OR,
  PA,
  RI,
  SC,
  SD,
  TN,
  TX,
  UT,
  VT,
  VA,
  WA,
  WV,
  WI,
  WY,
};

/** Each state with its court details (forms, service, representation, interest: jurisdictions/court-details.ts). */
export const JURISDICTIONS: Readonly<Record<StateCode, JurisdictionRecord>> = Object.fromEntries(
  Object.entries(STATES).map(([code, record]) => {
    const { prejudgmentInterest, ...court } = COURT_DETAILS[code as StateCode] ?? {};
    return [
      code,
      {
        ...record,
        smallClaims: { ...record.smallClaims, ...court },
        ...(prejudgmentInterest ? { prejudgmentInterest } : {}),
      },
    ];
  }),
) as Record<StateCode, JurisdictionRecord>;
