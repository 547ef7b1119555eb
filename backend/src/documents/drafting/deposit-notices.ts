import type { StateCode } from '../../law/law-table.types';

/**
 * Where the landlord's deposit clock starts with the tenant's forwarding address in writing (the law table's
 * `startsAfter` / `orIfLater`), the letter gives that address and says so: these are the words and the citation.
 * The tenant's own statutory notices (CO, ME, UT, LA, AZ demand) are law-table rules of kind
 * `deposit-tenant-notice` and are stated by the legal-basis partial like any notice in the letter.
 */
const FORWARDING_ADDRESS_CITATIONS: Partial<Record<StateCode, string>> = {
  CT: 'C.G.S. §47a-21(d)',
  TX: 'Tex. Prop. Code §92.107',
  UT: 'Utah Code §57-17-3',
  WY: 'Wyo. Stat. §1-21-1208',
};

export interface ForwardingAddressNotice {
  citation: string;
  sentence: string;
}

export function forwardingAddressNotice(state: StateCode): ForwardingAddressNotice | null {
  const citation = FORWARDING_ADDRESS_CITATIONS[state];
  if (!citation) return null;
  return {
    citation,
    sentence: `This letter also gives you my forwarding address in writing, under ${citation}: it is the address at the top of this letter.`,
  };
}
