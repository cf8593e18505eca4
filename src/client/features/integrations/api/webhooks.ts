// docs/product/lender-integrations.md#webhooks: the institution's endpoints, their delivery log, and the calls that
// register, disable, test and re-send. Query keys are the API paths; every change reads the list and the log again.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../../shared/api-paths';
import type {
  CreatedWebhook,
  DeliveryOutcome,
  NewWebhook,
  WebhookDeliveryPage,
  WebhookEndpoint,
} from '../../../../shared/schemas/webhooks';
import { apiRequest, getJson, postJson } from '../../../lib/api';

export const webhooksKey = [apiPaths.webhooks] as const;

export const useWebhooks = () => useQuery({ queryKey: webhooksKey, queryFn: () => getJson<WebhookEndpoint[]>(apiPaths.webhooks) });

export const useWebhookDeliveries = (webhookId: string, page: number) =>
  useQuery({
    queryKey: [apiPaths.webhookDeliveries(webhookId), page],
    queryFn: () => getJson<WebhookDeliveryPage>(`${apiPaths.webhookDeliveries(webhookId)}?page=${page}`),
    // Paging keeps the rows on screen until the next page arrives.
    placeholderData: keepPreviousData,
  });

/** The list and every log under the webhooks path. */
function useRefreshWebhooks() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith(apiPaths.webhooks) });
}

export function useRegisterWebhook() {
  const refresh = useRefreshWebhooks();
  return useMutation({ mutationFn: (input: NewWebhook) => postJson<CreatedWebhook>(apiPaths.webhooks, input), onSuccess: refresh });
}

export function useDisableWebhook() {
  const refresh = useRefreshWebhooks();
  return useMutation({
    mutationFn: async (webhookId: string) => {
      await apiRequest('DELETE', apiPaths.webhook(webhookId));
    },
    onSuccess: refresh,
  });
}

export function useSendTestEvent() {
  const refresh = useRefreshWebhooks();
  return useMutation({ mutationFn: (webhookId: string) => postJson<DeliveryOutcome>(apiPaths.webhookTest(webhookId)), onSettled: refresh });
}

export function useResendDelivery() {
  const refresh = useRefreshWebhooks();
  return useMutation({
    mutationFn: ({ webhookId, deliveryId }: { webhookId: string; deliveryId: string }) =>
      postJson<DeliveryOutcome>(apiPaths.webhookResend(webhookId, deliveryId)),
    onSettled: refresh,
  });
}
