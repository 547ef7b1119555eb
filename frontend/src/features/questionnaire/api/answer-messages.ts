import { translate } from '@/lib/i18n/runtime';
import { messages as m } from '../messages';

/** The questionnaire's refusals (spec §5), read in the page's language when they are shown. */
export const MESSAGES = {
  get caseType() {
    return translate(m.vCaseType);
  },
  get state() {
    return translate(m.vState);
  },
  get nameRequired() {
    return translate(m.vNameRequired);
  },
  get defendantRequired() {
    return translate(m.vDefendantRequired);
  },
  get defendantAddressRequired() {
    return translate(m.vDefendantAddressRequired);
  },
  get mailingDateInvalid() {
    return translate(m.vMailingDateInvalid);
  },
  get damageItemsIncomplete() {
    return translate(m.vDamageItemsIncomplete);
  },
  damageItemsTotal: (items: string, claimed: string) => translate(m.vDamageItemsTotal, { items, claimed }),
  get emailRequired() {
    return translate(m.vEmailRequired);
  },
  get emailInvalid() {
    return translate(m.vEmailInvalid);
  },
  get amountRequired() {
    return translate(m.vAmountRequired);
  },
  get amountFormat() {
    return translate(m.vAmountFormat);
  },
  get amountPositive() {
    return translate(m.vAmountPositive);
  },
  get amountCeiling() {
    return translate(m.vAmountCeiling);
  },
  get dateRequired() {
    return translate(m.vDateRequired);
  },
  get dateInvalid() {
    return translate(m.vDateInvalid);
  },
  get dateFuture() {
    return translate(m.vDateFuture);
  },
  get terms() {
    return translate(m.vTerms);
  },
  get missingTitle() {
    return translate(m.vMissingTitle);
  },
  get missingDescription() {
    return translate(m.vMissingDescription);
  },
};
