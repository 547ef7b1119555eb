import { defineMessages } from '@/lib/i18n/define';

export const messages = defineMessages('page.checkout', {
  title: 'Checkout',
  description: 'Check your order, then pay for your document.',
  loadFailed: "We couldn't load your order",
  checkConnection: 'Check your connection and try again.',
  notChargedAfter: '{reason} You have not been charged.',
  notCharged: 'You have not been charged.',
  tryAgain: 'Try again',
  includedInPlan: 'Included in your plan',
  nothingCharged: '{message} Nothing is charged for it.',
  notCovered: 'Not covered',
  pleaseTryAgain: 'Please try again.',
  gettingDocument: 'Getting your document…',
  getMyDocument: 'Get My Document',
  cannotBuy: "This document can't be bought here",
  cannotBuyBody:
    "We couldn't find a price for this case's document type. Check the document type on the case review page, or contact support. You have not been charged.",
  reviewDetails: 'Review case details',
  missingTitle: 'Missing before you can buy',
  missingAddress:
    "Add the other party's mailing address before you buy: the letter is mailed to it and court papers are served there. You have not been charged.",
  addAddress: 'Add their address',
  promoNote:
    'Have a promo code? Promo codes apply to the <link>SueGo and SuePro plans</link>, not to a single document.',
  // the case pages' shared messages (case-message.tsx)
  caseNotFound: 'Case not found',
  caseNotFoundBody:
    "We couldn't find this case in your account. It may belong to another account, or the link may be wrong.",
  goToMyDocuments: 'Go to My Documents',
  startNewCase: 'Start a new case',
});
