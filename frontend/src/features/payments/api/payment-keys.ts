/** Query keys of the payments feature; the parts read as the GET path (spec §7). */
export const paymentKeys = {
  config: ['/api/config'] as const,
};
