/**
 * Saving a card (a SetupIntent, `seti_…`) or paying with one (`pi_…`) from a form that also holds other fields,
 * e.g. a subscription sign-up. The caller creates the intent; the card form confirms it.
 */
export type SetupConfirmOutcome =
  | { status: 'succeeded'; paymentMethodId?: string }
  | { status: 'failed'; message: string; code?: string }
  /** the provider did not finish (e.g. authentication abandoned): nothing failed, nothing was saved */
  | { status: 'incomplete' };

export interface CardSubmission {
  /** validates the card fields before anything is created; false stops quietly */
  prepare?: () => Promise<boolean>;
  /** confirms the client secret with the card; absent when no card is needed */
  confirm?: (clientSecret: string) => Promise<SetupConfirmOutcome>;
}

/** What the caller made of a submission; a failure with a decline code is shown at its card field. */
export interface CardSubmitResult {
  status: string;
  code?: string;
  message?: string;
}
