import { IDEMPOTENCY_HEADER } from '@crewcast/contracts/constants/billing';
import { memberRequest } from '@/lib/member-api';

/**
 * A purchase POSTed to `path` on the payment host: paid at once (test provider) or answered with the provider's
 * page to continue on. Its idempotency key goes as the header, the rest as the body.
 */
export const purchaseRequest =
  <Request extends { idempotencyKey: string }, Shape>(path: string) =>
  ({ idempotencyKey, ...body }: Request) =>
    memberRequest<Shape>('post', path, {
      host: 'payment',
      body,
      headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    });
