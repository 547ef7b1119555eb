/**
 * Resident population of each state and DC (2020 Census, thousands), used only to spread the sample directory
 * the way real attorneys are spread (roughly with population), and a real area code of each for the sample's
 * fictional 555-01xx phone numbers.
 */
export const STATE_POPULATION_THOUSANDS: Readonly<Record<string, number>> = {
  AL: 5024,
  AK: 733,
  AZ: 7152,
  AR: 3012,
  CA: 39538,
  CO: 5774,
  CT: 3606,
  DE: 990,
  DC: 690,
  FL: 21538,
  GA: 10712,
  HI: 1455,
  ID: 1839,
  IL: 12813,
  IN: 6786,
  IA: 3190,
  KS: 2938,
  KY: 4506,
  LA: 4658,
  ME: 1362,
  MD: 6177,
  MA: 7030,
  MI: 10077,
  MN: 5706,
  MS: 2961,
  MO: 6154,
  MT: 1084,
  NE: 1962,
  NV: 3105,
  NH: 1378,
  NJ: 9289,
  NM: 2118,
  NY: 20201,
  NC: 10439,
  ND: 779,
  OH: 11799,
  OK: 3959,
  OR: 4237,
  PA: 13003,
  RI: 1097,
  SC: 5119,
  SD: 887,
  TN: 6911,
  TX: 29146,
  UT: 3272,
  VT: 643,
  VA: 8631,
  WA: 7705,
  WV: 1794,
  WI: 5894,
  WY: 577,
};

export const STATE_AREA_CODES: Readonly<Record<string, string>> = {
  AL: '205',
  AK: '907',
  AZ: '602',
  AR: '501',
  CA: '213',
  CO: '303',
  CT: '203',
  DE: '302',
  DC: '202',
  FL: '305',
  GA: '404',
  HI: '808',
  ID: '208',
  IL: '312',
  IN: '317',
  IA: '515',
  KS: '316',
  KY: '502',
  LA: '504',
  ME: '207',
  MD: '410',
  MA: '617',
  MI: '313',
  MN: '612',
  MS: '601',
  MO: '314',
  MT: '406',
  NE: '402',
  NV: '702',
  NH: '603',
  NJ: '201',
  NM: '505',
  NY: '212',
  NC: '704',
  ND: '701',
  OH: '216',
  OK: '405',
  OR: '503',
  PA: '215',
  RI: '401',
  SC: '803',
  SD: '605',
  TN: '615',
  TX: '512',
  UT: '801',
  VT: '802',
  VA: '804',
  WA: '206',
  WV: '304',
  WI: '414',
  WY: '307',
};

/**
 * Splits `total` over the states in proportion to population (largest remainders, so the parts add up exactly),
 * with at least `minimum` per state.
 */
export function apportion(total: number, minimum: number): Record<string, number> {
  const states = Object.keys(STATE_POPULATION_THOUSANDS).sort();
  const rest = total - minimum * states.length;
  const population = states.reduce((sum, s) => sum + STATE_POPULATION_THOUSANDS[s]!, 0);
  const shares = states.map((s) => {
    const exact = (rest * STATE_POPULATION_THOUSANDS[s]!) / population;
    return { state: s, count: minimum + Math.floor(exact), remainder: exact - Math.floor(exact) };
  });
  let left = total - shares.reduce((sum, s) => sum + s.count, 0);
  for (const share of [...shares].sort(
    (a, b) => b.remainder - a.remainder || a.state.localeCompare(b.state),
  )) {
    if (left <= 0) break;
    share.count += 1;
    left -= 1;
  }
  return Object.fromEntries(shares.map((s) => [s.state, s.count]));
}
