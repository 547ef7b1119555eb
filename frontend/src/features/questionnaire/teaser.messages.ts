import { defineMessages } from '@/lib/i18n/define';

/** The home page's first question (spec §2 Home): its own small catalog, so the home page ships only these. */
export const messages = defineMessages('questionnaire.teaser', {
  stepOf: 'Step {step} of {total}',
  percentComplete: '{percent}% Complete',
  progressLabel: 'Questionnaire progress',
  nextStep: 'Next Step',
  question: 'What type of legal issue are you dealing with?',
  landlord: 'Landlord Dispute',
  vehicle: 'Vehicle Damage',
  unpaid: 'Unpaid Work',
  other: 'Other Dispute',
});
