import { defineMessages } from '@/lib/i18n/define';

export const messages = defineMessages('law', {
  overStateLimit: 'Above the small-claims limit',
  overCeiling: 'Above the $10,000 limit',
  limitationPeriod: 'Check the deadline to sue',
  preSuitNotice: 'Notice is required before you sue',
  businessCourt: 'Where a business files',
  representation: "Who may present a business's claim",
  depositClock: "When the landlord's deadline starts",
  defendantOutOfState: 'The other side is in another state',
  pleaseNote: 'Please note',
  // what each code means, for a reader of a translated page (the rule's own words follow in English)
  overStateLimitHelp: "The amount is above this state's small-claims limit for this kind of claim.",
  overCeilingHelp: 'SueGo handles claims up to $10,000.00.',
  limitationPeriodHelp: 'The deadline to sue (statute of limitations) may have passed or may be close.',
  preSuitNoticeHelp: 'This state requires a written notice before you file, and waiting time after it.',
  businessCourtHelp: 'A business may have to file in a different court or under different limits.',
  representationHelp: 'The state has rules about who may present a business’s claim in court.',
  depositClockHelp: "The landlord's deadline to return the deposit starts on a particular day.",
  defendantOutOfStateHelp:
    'Suing someone in another state has its own rules about where to file and how to serve.',
  ruleInEnglish: 'The rule, in English: <q>{text}</q>',
  source: 'Source: {citation}',
  checkFailed:
    "We couldn't check this claim against {where}'s rules just now. You can keep going; we check again when you create the case.",
  checking: "Checking your claim against {where}'s rules…",
  refusedTitle: "SueGo can't take this claim as it is",
  withinLimits: 'This claim is within the limits we check for {where}.',
  sectionLabel: 'Eligibility check',
});
