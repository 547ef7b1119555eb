import { defineMessages } from '@/lib/i18n/define';

export const messages = defineMessages('home', {
  heroKicker: 'Get justice without the lawyer fees',
  heroTitle: "Get back the money you're owed",
  heroBody:
    "Answer a few plain-language questions. SueGo drafts a demand letter or small-claims filing package that follows your state's rules. Download it, review it, and send it.",
  startYourCaseFrom: 'Start Your Case - {price}',
  startYourCase: 'Start Your Case',
  seeHowItWorks: 'See How It Works',
  highlightLimit: 'Disputes up to $10,000',
  highlightState: 'Written for your state’s rules',
  highlightMinutes: 'Plain-language questions, about 10 minutes',
  notALawFirm: 'SueGo is not a law firm and does not give legal advice.',
  caseTypesTitle: 'What kind of dispute do you have?',
  caseTypesIntro: 'SueGo handles the most common money disputes. Pick yours to get started.',
  unpaidTitle: 'Unpaid Work',
  unpaidBody: 'A client or employer hasn’t paid an invoice, wages or a freelance fee you earned.',
  landlordTitle: 'Landlord Disputes',
  landlordBody:
    'Your security deposit wasn’t returned, or you paid for repairs your landlord should have made.',
  vehicleTitle: 'Vehicle Damage',
  vehicleBody: 'Someone damaged your car and won’t pay for the repairs or the diminished value.',
  startThisCase: 'Start this case',
  howItWorks: 'How it works',
  howItWorksIntro: 'Three steps from “they owe me” to a letter in the mail.',
  stepNumber: 'Step {step}:',
  stepAnswerTitle: 'Answer questions',
  stepAnswerBody: 'Tell us who owes you, how much, and what happened. Plain language, no legal terms needed.',
  stepDraftTitle: 'We draft your document',
  stepDraftBody:
    'SueGo builds a demand letter or small-claims package using your answers and your state’s rules.',
  stepSendTitle: 'Review, download and send',
  stepSendBody:
    'Read it carefully, edit anything that’s off, download the PDF and send it by certified mail.',
  tryFirstQuestion: 'Try the first question',
  sampleTitle: 'See what a demand letter looks like',
  sampleIntro:
    'A demand letter is a formal request for payment. It tells the other side what they owe, why, and by when, and it shows a court you tried to settle before suing.',
  samplePointAmount: 'Clear amount and reasons',
  samplePointDeadline:
    'A firm deadline to respond: {days} days in this sample. For money already owed, the letter gives 14 days unless you choose otherwise or your state requires longer',
  samplePointCourt: 'Notice that you may file in small claims court',
  sampleMadeUp: 'This sample uses made-up names and amounts. Your letter is built from your own answers.',
  sampleStaysEnglish: 'Your letter is written in English, as courts and most recipients require.',
  sampleBadge: 'Sample',
  sampleLabel: 'Sample demand letter',
  sampleCaption: 'Sample only. SueGo is not a law firm; review every letter before you send it.',
  aiTitle: 'About documents drafted with automated tools',
  aiBody:
    'SueGo drafts your documents with automated tools, including AI, using the answers you give and tables of state law that we keep up to date. Automated drafts can contain mistakes. Read every document carefully, check names, dates and amounts, and change anything that isn’t right before you send or file it.',
  aiNotALawFirm:
    'SueGo is not a law firm and does not give legal advice. Using SueGo does not create an attorney-client relationship. If your situation is complicated or a lot of money is at stake, talk to a licensed attorney.',
  aiReadDisclaimer: 'Read our <link>Legal Disclaimer</link>.',
  loading: 'Loading…',
});
