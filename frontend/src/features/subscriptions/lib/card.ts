/**
 * How this feature talks to a card form without importing one (features never import each other; the route
 * composes them). Structurally the same as the payments feature's CardSubmission.
 */
export type CardConfirmOutcome =
  | { status: 'succeeded'; paymentMethodId?: string }
  | { status: 'failed'; message: string; code?: string }
  | { status: 'incomplete' };

export interface CardSubmission {
  prepare?: () => Promise<boolean>;
  confirm?: (clientSecret: string) => Promise<CardConfirmOutcome>;
}

export type SubmitOutcome = CardConfirmOutcome | { status: 'stopped' } | { status: 'done' };

/** What a layout hands to the card form slot. */
export interface PaymentSlotProps {
  submitLabel: string;
  processing: boolean;
  /** false when a promo code makes the plan free: no card is asked for */
  needsCard: boolean;
  onSubmit: (submission: CardSubmission) => Promise<SubmitOutcome>;
  /** fields submitted together with the card (the account fields) */
  children?: React.ReactNode;
}

/** What a layout hands to the promo box slot (the server validates codes, spec §5 / DESIGN §8). */
export interface PromoSlotProps {
  plan: string;
  applied: AppliedPromo | null;
  onApply: (promo: AppliedPromo) => void;
  onRemove: () => void;
  locked: boolean;
}

export interface AppliedPromo {
  valid: boolean;
  code: string;
  description: string;
  originalAmount: number;
  discountAmount: number;
  finalAmount: number;
}
