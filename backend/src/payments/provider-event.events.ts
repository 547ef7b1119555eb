/**
 * Events of the `provider-event-{providerEventId}` streams (DESIGN.md §4): one stream per provider event, appended
 * with expected `no_stream`, so the store itself refuses a second delivery of the same event.
 */
export type ProviderEventReceived = {
  type: 'ProviderEventReceived';
  data: {
    providerEventId: string;
    provider: 'stripe' | 'sandbox';
    /** The provider's event type, e.g. payment_intent.succeeded. */
    eventType: string;
    /** The id of the object the event is about (pi_…), re-fetched before acting. */
    objectId: string | null;
    /** The case the object belongs to, when there is one. */
    caseId: string | null;
    /** The provider's timestamp (ISO-8601). */
    createdAt: string;
    receivedAt: string;
  };
};

export type ProviderEvent = ProviderEventReceived;

export const providerEventStreamId = (providerEventId: string) => `provider-event-${providerEventId}`;
