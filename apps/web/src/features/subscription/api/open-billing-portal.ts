import type { PortalSchema } from '@crewcast/contracts/billing';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { requireToken } from '@/lib/session';

/** POST /v1/billing/portal: the provider's page where the member manages cards and invoices. */
export async function openBillingPortal(): Promise<string> {
  const { url } = await api.payment.post<typeof PortalSchema>('/v1/billing/portal', {
    token: await requireToken(),
  });
  return url;
}

export function useOpenBillingPortal() {
  return useMutation({ mutationFn: openBillingPortal });
}
