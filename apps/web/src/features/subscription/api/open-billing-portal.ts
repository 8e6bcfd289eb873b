import type { PortalSchema } from '@crewcast/contracts/billing';
import { useMutation } from '@tanstack/react-query';
import { memberRequest } from '@/lib/member-api';

/** POST /v1/billing/portal: the provider's page where the member manages cards and invoices. */
export async function openBillingPortal(): Promise<string> {
  const { url } = await memberRequest<typeof PortalSchema>('post', '/v1/billing/portal', { host: 'payment' });
  return url;
}

export function useOpenBillingPortal() {
  return useMutation({ mutationFn: openBillingPortal });
}
