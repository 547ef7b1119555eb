/**
 * What other contexts may use of the mailing context (docs/architecture rule 4): its events (on the case stream)
 * and how a letter's printed dates are read from a document's text. The follow-up context (issue 29) folds the
 * mailing events into its own view of the case and reads a self-mailed letter's response date with these.
 */
export {
  MAILING_EVENT_TYPES,
  type MailingEvent,
  type MailingEventType,
  type MailCarrier,
  type MailService,
} from './mailing.events';
export { letterPages, letterTerms } from './letter-pages';
export { openMailingProof } from './mailing-proof-seal';

// Read models (read-models/): other contexts read them through here.
export { MAILING_COLUMNS } from './read-models/mailings/mailing.row';
export { MAILINGS_VIEW } from './read-models/mailings/mailings.projection';
