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
  const { paymentMethods } = await apiJson<{ paymentMethods: RawPaymentMethod[] }>('GET', '/api/payment-methods');
  return { paymentMethods: paymentMethods.map(normalize) };
};

export const getPaymentMethodsQueryOptions = () =>
  queryOptions({ queryKey: paymentMethodKeys.all, queryFn: getPaymentMethods });

export function usePaymentMethods({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getPaymentMethodsQueryOptions(), enabled });
}

/** POST /api/create-setup-intent without a plan: a SetupIntent that only saves a card. */
export const createCardSetupIntent = () => apiJson<{ clientSecret: string }>('POST', '/api/create-setup-intent', {});

/** POST /api/payment-methods: attach a confirmed card (pm_…) to the account. */
export const addPaymentMethod = (paymentMethodId: string) =>
  apiJson<unknown>('POST', '/api/payment-methods', { payment_method_id: paymentMethodId });

export const removePaymentMethod = (id: string) =>
  apiJson<unknown>('DELETE', `/api/payment-methods/${encodeURIComponent(id)}`);

export const setDefaultPaymentMethod = (id: string) =>
  apiJson<unknown>('POST', `/api/payment-methods/${encodeURIComponent(id)}/default`, {});

function useInvalidatingMutation<TInput>(mutationFn: (input: TInput) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentMethodKeys.all }),
  });
}

export const useAddPaymentMethod = () => useInvalidatingMutation(addPaymentMethod);
export const useRemovePaymentMethod = () => useInvalidatingMutation(removePaymentMethod);
export const useSetDefaultPaymentMethod = () => useInvalidatingMutation(setDefaultPaymentMethod);
