/**
 * What other contexts may use of the follow-up after the letter (docs/architecture rule 3): the port privacy fills
 * with the key its email links are signed with. Its events are in follow-up.events.ts.
 */
export { FOLLOW_UP_LINK_KEY } from './links/signed-links';
