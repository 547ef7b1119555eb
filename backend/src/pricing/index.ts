// The public surface of pricing/ (docs/architecture.md, rule 3): other contexts import from here, from its
// *.events.ts or its *.command.ts, never from its other files. Add an export when another context needs one.

export { PRICE_CATALOG, PlanId, addonPrice, documentPrice, planPrice } from './price-catalog';
export {
  DOCUMENT_PROMO_MESSAGE,
  PROMO_PLANS,
  PromoPlan,
  PromoResult,
  applyPromo,
  needsNoCard,
  normalizePromoCode,
  promoResponse,
} from './promo-codes';
export { mailingPrice } from './price-catalog';
