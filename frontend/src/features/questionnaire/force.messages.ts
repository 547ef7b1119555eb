import { defineMessages } from '@/lib/i18n/define';

/** Issue 43: the response period (step 6), the facts that carry leverage (step 4), the "you" check at review. */
export const messages = defineMessages('questionnaire.force', {
  // the response period
  responseLegend: 'How long to give them to pay or answer',
  responseHint:
    'For a sum they already owe, such as a deposit or an unpaid invoice, 14 days is usual. For damage, 30 days gives them time to check with an insurer.',
  responseOption: '{days} days',
  responseRecommended: '{days} days (suggested)',
  responseTooShort: 'Not available: {reason}',
  responseAllTooShort: 'The law needs at least {days} days here: {reason} Your letter gives {days} days.',
  reasonReceipt:
    '{citation} {verified, select, yes {requires} other {may require}} {days} {business, select, yes {business days} other {days}} after they receive the letter, plus {transit} days for delivery.',
  reasonUntil:
    '{verified, select, yes {{citation} gives the landlord until {date} to return the deposit.} other {the landlord may have until {date} to return the deposit.}}',
  reasonNotice:
    '{citation} {verified, select, yes {requires} other {may require}} a notice period of {days} {business, select, yes {business days} other {days}}.',
  notConfirmed: 'SueGo has not confirmed this rule in official text.',
  // the facts that carry leverage
  leverageLegend: 'Facts that make your letter stronger',
  leverageHint: 'All optional. Answer only what you know: the letter states only what you tell us.',
  moveOutLabel: 'Move-out date',
  moveOutHint:
    'The day you moved out and returned the keys. The landlord’s time to return the deposit, and the deadline to sue, are counted from it.',
  tenancyLabel: 'Was the rental your home, or a business property?',
  tenancyResidential: 'My home (a residential tenancy)',
  tenancyCommercial: 'A business property (a commercial lease)',
  forwardingLabel: 'Did you give the landlord your forwarding address in writing?',
  forwardingHint:
    'A letter, an e-mail or a text message counts. In many states the landlord’s time runs from it.',
  forwardingDateLabel: 'When did you give it?',
  itemizedLabel: 'Did the landlord send you a written, itemized list of deductions?',
  paymentDueLabel: 'When was payment due under your agreement?',
  paymentDueHint: 'The due date on the invoice or in the agreement. Leave it blank if no date was agreed.',
  faultLabel: 'Did they admit it was their fault?',
  faultHint: 'In person, in a message, or to the police or an insurer.',
  policeLabel: 'Was a police report made?',
  // review: the letter speaks to its reader
  youTitle: 'Speak to {name} as “you”',
  youHelp:
    'Your letter is addressed to {name}, but your answers mention them in the third person: {found}. The letter reads better and clearer if it says “you”.',
  youFix: 'Address them as “you”',
  youUndo: 'Undo',
  youDone: 'Your answers now say “you”. Read them below and edit anything that is not what you meant.',
  rowResponseDays: 'Days to respond',
  rowResponseDefault: 'Suggested ({days} days)',
  rowTenancy: 'The rental was',
  rowForwarding: 'Forwarding address given in writing',
  rowForwardingDate: 'Forwarding address given on',
  rowItemized: 'Itemized list of deductions received',
  rowPaymentDue: 'Payment was due',
  rowFault: 'They admitted fault',
  rowPolice: 'Police report made',
});
