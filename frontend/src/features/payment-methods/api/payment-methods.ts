import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

/** Spec §3 payment_methods as listed: the card part is what the page shows. */
export interface PaymentMethod {
  id: string;
  type?: string;
  isDefault: boolean;
  card: { brand: string; last4: string; expMonth: number; expYear: number };
}

export interface PaymentMethodsResponse {
  paymentMethods: PaymentMethod[];
}

/** What a card change did to a past-due plan's unpaid invoice (issue 27: a good default card pays it at once). */
export type PlanPayment = { outcome: 'paid'; amount: number } | { outcome: 'declined'; message: string };

export interface CardChangeResponse {
  planPayment?: PlanPayment;
}

export const paymentMethodKeys = {
  all: ['/api/payment-methods'] as const,
};

/** The server answers the card fields flat (brand, last4, …); the spec's client reads them under `card`. */
interface RawPaymentMethod {
  id: string;
  type?: string;
  isDefault?: boolean;
  brand?: string;
  last4?: string;
  expMonth?: number;
  expYear?: number;
  card?: Partial<PaymentMethod['card']>;
}

function normalize(raw: RawPaymentMethod): PaymentMethod {
  return {
    id: raw.id,
    type: raw.type,
    isDefault: raw.isDefault === true,
    card: {
      brand: raw.card?.brand ?? raw.brand ?? 'card',
      last4: raw.card?.last4 ?? raw.last4 ?? '',
      expMonth: raw.card?.expMonth ?? raw.expMonth ?? 0,
      expYear: raw.card?.expYear ?? raw.expYear ?? 0,
    },
  };
}

/** GET /api/payment-methods */
export const getPaymentMethods = async (): Promise<PaymentMethodsResponse> => {
  const { paymentMethods } = await apiJson<{ paymentMethods: RawPaymentMethod[] }>(
    'GET',
    '/api/payment-methods',
  );
  return { paymentMethods: paymentMethods.map(normalize) };
};

export const getPaymentMethodsQueryOptions = () =>
  queryOptions({ queryKey: paymentMethodKeys.all, queryFn: getPaymentMethods });

export function usePaymentMethods({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getPaymentMethodsQueryOptions(), enabled });
}

/** POST /api/create-setup-intent without a plan: a SetupIntent that only saves a card. */
export const createCardSetupIntent = () =>
  apiJson<{ clientSecret: string }>('POST', '/api/create-setup-intent', {});

/** POST /api/payment-methods: attach a confirmed card (pm_…); `makeDefault`: the plan charges it from now on. */
export const addPaymentMethod = ({
  paymentMethodId,
  makeDefault,
}: {
  paymentMethodId: string;
  makeDefault?: boolean;
}) =>
  apiJson<CardChangeResponse>('POST', '/api/payment-methods', {
    payment_method_id: paymentMethodId,
    ...(makeDefault ? { makeDefault: true } : {}),
  });

/**
 * DELETE /api/payment-methods/{id}. The last card of a live plan answers 409 with what removing it means; the page
 * asks, then sends `endPlan` (the plan then ends at its period end and is never charged again).
 */
export const removePaymentMethod = ({ id, endPlan }: { id: string; endPlan?: boolean }) =>
  apiJson<unknown>(
    'DELETE',
    `/api/payment-methods/${encodeURIComponent(id)}${endPlan ? '?endPlan=true' : ''}`,
  );

export const setDefaultPaymentMethod = (id: string) =>
  apiJson<CardChangeResponse>('POST', `/api/payment-methods/${encodeURIComponent(id)}/default`, {});

/** A card change can change the plan too (its card, a paid invoice): everything read is refreshed. */
function useInvalidatingMutation<TInput, TOutput>(mutationFn: (input: TInput) => Promise<TOutput>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries(),
  });
}

export const useAddPaymentMethod = () => useInvalidatingMutation(addPaymentMethod);
export const useRemovePaymentMethod = () => useInvalidatingMutation(removePaymentMethod);
export const useSetDefaultPaymentMethod = () => useInvalidatingMutation(setDefaultPaymentMethod);
