import type { CaseType } from '../../law/law-table.types';
import type { LetterLaw } from './letter-law';
import type { BasisWording } from './letter-wording';

/** The legal basis of a case type other than a deposit, as one paragraph of general law (no statute, no number). */
export function basisParagraph(
  caseType: Exclude<CaseType, 'security-deposit'>,
  agreementBased: boolean,
  stateName: string,
  wording: BasisWording & { agreement: string },
  civilLaw: boolean,
  law: LetterLaw,
  /** The other side had the property in its care (valet, repair shop, mover): bailment, in a common-law state. */
  inTheirCare = false,
): string {
  const contract = civilLaw ? 'general.civil-code' : 'general.contract';
  const fault = civilLaw ? 'general.civil-code' : 'general.negligence';
  const broken = `${wording.agreement}, and you did not do what you agreed to do. Under ${stateName} law, a party who breaks an agreement must pay the other party the money lost as a result ${wording.contract}.`;
  switch (caseType) {
    case 'unpaid-work':
      return law.general(
        civilLaw ? 'general.civil-code' : 'general.performed',
        `I did this work at your request, and you agreed to pay for it. Not paying for work that was agreed and completed is a breach of our agreement ${wording.contract}, and I am entitled to the amount that was due.`,
      );
    case 'contract-breach':
      return law.general(contract, broken);
    case 'landlord-dispute':
      return law.general(
        civilLaw ? 'general.civil-code' : 'general.lease',
        `Our rental agreement sets out what each of us must do. Under ${stateName} law, a landlord or tenant who does not keep to the lease or rental agreement must pay the other for the loss this causes ${wording.contract}.`,
      );
    case 'property-damage':
    case 'vehicle-damage':
      if (inTheirCare && !civilLaw) {
        const thing = caseType === 'vehicle-damage' ? 'vehicle' : 'property';
        return law.general(
          'general.bailment',
          `You had my ${thing} in your care when it was damaged. Under ${stateName} law, a person who takes someone else's property into their care must take reasonable care of it and return it undamaged, and must pay for damage caused by a failure to take that care (bailment, a rule of ${stateName} common law).`,
        );
      }
      if (caseType === 'vehicle-damage')
        return law.general(
          fault,
          `You are responsible for the damage to my vehicle because it was caused by your carelessness. Under ${stateName} law, a person who carelessly damages someone else's property must pay for the harm caused, such as the reasonable cost of repair ${wording.fault}.`,
        );
      return law.general(
        fault,
        `You are responsible for the damage to my property because it was caused by your carelessness. Under ${stateName} law, a person who carelessly damages someone else's property must pay for the harm caused, such as the reasonable cost of repair or replacement ${wording.fault}.`,
      );
    case 'other':
      return agreementBased
        ? law.general(contract, broken)
        : law.general(
            'general.responsible',
            `Based on the facts above, I believe you are legally responsible for this amount under ${stateName} law.`,
          );
    default: {
      const never: never = caseType;
      throw new RangeError(`Unknown case type ${String(never)}`);
    }
  }
}
