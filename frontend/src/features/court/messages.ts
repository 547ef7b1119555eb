import { defineMessages } from '@/lib/i18n/define';

/**
 * The court screens (issue 33): the hearing, California's SC-100 answers, the final notice and "File in small
 * claims". The official form and the documents stay English; their Spanish labels name the form's items so the
 * claimant can find them on the English form.
 */
export const messages = defineMessages('court', {
  // the hearing
  hearingTitle: 'Your hearing',
  hearingIntro:
    'Enter the court, date and time from your notice of hearing. We email you 7 days and 1 day before with what to bring, and your calendar file gets the hearing.',
  reloadToTry: 'Reload the page to try again.',
  pleaseTryAgain: 'Please try again.',
  hearingWhenAt: '{when}, {court}',
  whatToBring: 'What to bring',
  hearingCourt: 'Court (name and address)',
  hearingDate: 'Date',
  hearingTime: 'Time',
  hearingTimeZone: 'Time zone',
  hearingCourtHint: 'As your notice of hearing gives it.',
  saving: 'Saving…',
  changeHearing: 'Change the hearing',
  saveHearing: 'Save the hearing',
  removeHearing: 'Remove the hearing',
  hearingSaved: 'Saved. We will remind you 7 days and 1 day before.',
  hearingNotRemoved: 'The hearing could not be removed. Try again.',
  zoneEastern: 'Eastern time',
  zoneCentral: 'Central time',
  zoneMountain: 'Mountain time',
  zoneArizona: 'Arizona (no daylight time)',
  zonePacific: 'Pacific time',
  zoneAlaska: 'Alaska time',
  zoneHawaii: 'Hawaii time',
  zonePuertoRico: 'Atlantic time (Puerto Rico)',
  // SC-100
  sc100Title: 'SC-100, the official claim form',
  sc100Intro:
    "SueGo fills California's SC-100{revision, select, none {} other { ({revision})}} with your case. Answer what your case does not say yet, then download the form, check every item, date and sign it.",
  sc100FormEnglish: 'The form is in English, as the court requires.',
  venueA:
    'a. Where the defendant lives or does business, the property was damaged, or the contract was made or broken',
  venueB:
    'b. Where the buyer or lessee signed or lives (personal, family or household goods, services or loans)',
  venueC: 'c. Where the buyer signed or lives (a retail installment contract, like a credit card)',
  venueD: 'd. Where the buyer signed or lives, or the vehicle is garaged (a vehicle finance sale)',
  venueE: 'e. Other',
  courtCounty: 'County',
  courtCountyChoose: 'Choose the county',
  courtCountyHint: "Fills in the court's county below; add the courthouse after it.",
  courtName: 'County and courthouse',
  defendantPhone: 'Their phone (optional)',
  agentName: 'Name of the person or agent for service (optional)',
  agentJobTitle: 'Job title, if known',
  secondDefendantName: 'Name of a second defendant (optional)',
  venueOther: 'Other reason',
  venueZip: 'ZIP code of that place (item 6, if you know it)',
  street: 'Street',
  city: 'City',
  state: 'State',
  zip: 'ZIP code',
  courtNameHint:
    'The form prints "Superior Court of California, County of" before it. Find your small-claims court at <link>courts.ca.gov/find-my-court</link>.',
  groupCourt: 'The court',
  groupPlaintiff: 'Your address (item 1)',
  groupDefendant: 'The other side (item 2)',
  groupAgent: 'A business defendant (item 2)',
  groupSecondDefendant: 'More than one defendant (item 2)',
  secondDefendantHint: 'SC-100A lists them; SueGo does not fill SC-100A.',
  groupVenue: 'Why this courthouse (items 5 and 6)',
  venueReason: 'Reason',
  groupItems: 'Items 7 to 10',
  attorneyFeeDispute: 'My claim is about an attorney-client fee dispute (item 7)',
  feeArbitration: 'I had arbitration and attach form SC-101',
  publicEntity: 'I am suing a public entity (item 8)',
  publicEntityClaimDate: 'Date you filed the written claim',
  moreThan12Claims: 'I filed more than 12 other small claims in California in the last 12 months (item 9)',
  confirmsTwoClaimsOver2500:
    'My claim is over {limit}: I have not filed, and I understand I may not file, more than two small claims cases for more than {limit} in California this calendar year (item 10)',
  saveSc100: 'Save the SC-100 answers',
  downloadSc100: 'Download SC-100 (official form)',
  sc100Saved: 'Saved. The form is filled with these answers.',
  sc100DownloadFailed: 'The form could not be downloaded. Try again.',
  sc100LeftTitle: 'What the form leaves to you and the clerk',
  sc100LeftBody:
    'You date and sign item 11. The clerk fills the case number, the case name and the trial date. SueGo does not fill SC-100A (more parties) or SC-101.',
  // File in small claims
  documentEnglish: 'The document is in English, for the other side.',
  fileTitle: 'File in small claims',
  fileIntro:
    "Your small-claims package is built from this case: you answer nothing again. It has the court, the limit check, the filing steps and fee, how to serve the other side, the hearing checklist, {california, select, yes {California's official SC-100 claim form filled in for you} other {a worksheet for the court's claim form}}, and your letters and their delivery proof as exhibits.",
  fileStartFailed: 'We could not start filing. Try again.',
  packagePreparing: 'Your small-claims package is being prepared.',
  differenceDescription: 'The difference to the small-claims package price, paid once.',
  packageAppears: 'Your package appears below with your other documents, ready to edit and download.',
  filePrice:
    'Price: <b>{price}</b>, the difference to the package price after your letter, or included in your plan when it has a document left.',
  filePriceUnknown: 'The difference to the package price after your letter, or included in your plan.',
  preparing: 'Preparing…',
  // the final notice's Spanish reading copy (Spanish pages only)
  noticeCopyTitle: 'Spanish reading copy of the final notice',
  noticeCopyBody: 'A translation for your reference. Mail the English final notice: do not send this copy.',
  noticeCopyDownload: 'Download the Spanish reading copy of the final notice (PDF)',
  noticeCopyDownloading: 'Downloading…',
  noticeCopyFailed: 'Unable to download the reading copy of the final notice.',
  // the court API's refusals (409), by the server's sentence
  errorNoLetterYet: 'File in small claims after your demand letter: this case has no letter yet.',
  errorAlreadyPackage:
    "This case's document is already a small-claims package: download it from your document page.",
  errorNeedsOutcome:
    'A final notice follows a letter that was not paid: record "paid in part", "refused" or "no response" first.',
  errorNotALetter: "A final notice follows a demand letter: this case's document is a package.",
  errorNoLetter: 'This case has no demand letter yet.',
  errorCaliforniaOnly: 'The SC-100 is California’s form: this case is not in California.',
  errorNeedsPackage: 'The SC-100 comes with the small-claims package: file in small claims first.',
});
