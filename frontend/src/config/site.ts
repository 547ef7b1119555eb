/** The product's own public origin; other hosts (previews, local) rewrite canonical and og:url to themselves. */
export const SITE_ORIGIN = 'https://suego.app';
export const SITE_NAME = 'SueGo';
export const SITE_TAGLINE = "Get back the money you're owed";
export const DEFAULT_DESCRIPTION =
  'SueGo helps you get justice without the lawyer fees: answer a few plain-language questions and get a state-specific demand letter or small-claims filing package for disputes up to $10,000.';
/** Date shown on the legal pages. */
export const LEGAL_LAST_UPDATED = 'November 23, 2026';
