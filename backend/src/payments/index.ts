// The public surface of payments/ (docs/architecture.md, rule 3): other contexts import from here, from its
// *.events.ts or its *.command.ts, never from its other files. Add an export when another context needs one.

export {
  NOT_APPLIED,
  PaymentApplied,
  PaymentFailure,
  PaymentIntentConsumer,
  ProviderEventConsumer,
} from './handle-provider-event/payment-consumers';
export { ProviderEventHandler } from './handle-provider-event/provider-event.handler';
export { ChargeLedger } from './billing/charge-ledger';
export { PaymentRefunds, type RefundMade } from './billing/payment-refunds';
export { ReceiptPrinter } from './billing/receipt-printer.port';
export { receiptView, type ReceiptView, type Seller } from './billing/receipt';
export {
  GatewayChargeDetails,
  GatewayEvent,
  GatewayInvoice,
  GatewayPaymentIntent,
  GatewayPaymentMethod,
  GatewaySetupIntent,
  GatewaySubscription,
  PaymentGateway,
  PaymentGatewayError,
  PayInvoiceParams,
} from './payment-gateway';
export { OnlyInPaymentMode } from './payment-mode.guard';
export { PaymentsModule } from './payments.module';
export { advanceTestClock } from './sandbox/sandbox-billing';
export { SandboxPaymentGateway } from './sandbox/sandbox-payment-gateway';
export { customerNow } from './sandbox/sandbox-billing';
export { SandboxClockHooks } from './sandbox/sandbox-clock-hooks';
export { SandboxDelivery } from './sandbox/sandbox-delivery';

// Read models (read-models/): other contexts read them through here.
export { BILLING_HISTORY_VIEW } from './read-models/billing-history/billing-history.projection';
