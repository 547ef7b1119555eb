/** The messages of sign-up, sign-in and the account routes, shared by the identity services. */
export const DUPLICATE_EMAIL_MESSAGE = 'An account with this email already exists';
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';
export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many attempts. Please try again later.';
export const NOT_YOUR_PROFILE_MESSAGE = 'You can only update your own profile';
