import type { Message } from '@/lib/i18n/define';
import { currentLanguage, translate } from '@/lib/i18n/runtime';
import { messages as m } from '../messages';

/** The gateway's decline codes that have their own sentence in every language (issue 33: by code). */
const DECLINES: Partial<Record<string, Message>> = {
  card_declined: m.declineCardDeclined,
  generic_decline: m.declineCardDeclined,
  insufficient_funds: m.declineInsufficientFunds,
  incorrect_number: m.declineIncorrectNumber,
  invalid_number: m.declineIncorrectNumber,
  expired_card: m.declineExpiredCard,
  incorrect_cvc: m.declineIncorrectCvc,
  invalid_cvc: m.declineIncorrectCvc,
  processing_error: m.declineProcessingError,
};

/**
 * A decline in the page's language: in English the gateway's own sentence (it may be more precise); in another
 * language the code's translation, or the gateway's sentence when the code is unknown.
 */
export function declineMessage(code: string | undefined, gatewayMessage: string): string {
  const known = code ? DECLINES[code] : undefined;
  return known && currentLanguage() !== 'en' ? translate(known) : gatewayMessage;
}
