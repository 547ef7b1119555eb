/** Query keys of the subscriptions feature; the parts read as the GET path (spec §7). */
export const subscriptionKeys = {
  status: ['/api/subscription/status'] as const,
};
