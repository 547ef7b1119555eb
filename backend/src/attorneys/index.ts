// The public surface of attorneys/ (docs/architecture.md, rule 3): other contexts import from here, from its
// *.events.ts or its *.command.ts, never from its other files. Add an export when another context needs one.

export { directoryEmails } from './directory/directory-emails';

// Read models (read-models/): other contexts read them through here.
export { REFERRAL_REQUEST_COLUMNS } from './read-models/referrals/referral-request.row';
export { REFERRAL_REQUESTS_VIEW } from './read-models/referrals/referral-requests.projection';
export { ATTORNEY_SEARCH_ACCESS_VIEW } from './read-models/search-access/attorney-search-access.projection';
