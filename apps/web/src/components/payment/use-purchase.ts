import { useRef, useState } from 'react';
import { useIdempotencyKey } from '@/lib/billing/use-idempotency-key';
import { parseExternalUrl, visitExternalPage } from '@/lib/external-navigation';
import { usePageRestored } from '@/lib/use-page-restored';

/** What a purchase endpoint answers: done at once (test provider), or the provider's page to continue on. */
type PurchaseAnswer = { status: 'complete' } | { status: 'redirect'; url: string };

export interface PurchaseOptions<Request extends { idempotencyKey: string }, Answer extends PurchaseAnswer> {
  /** Sends the purchase, usually a mutation's `mutateAsync`. */
  send: (request: Request) => Promise<Answer>;
  /** The test provider took the card: the purchase is done. A throw here counts as a failure. */
  onComplete: (answer: Extract<Answer, { status: 'complete' }>) => unknown;
  /** The server refused the purchase, or never answered. */
  onFailure: (error: unknown) => void;
}

export interface Purchase<Request> {
  /** Sends `body` under its idempotency key, and leaves for the provider's page when it answers with one. */
  submit: (body: Omit<Request, 'idempotencyKey'>) => Promise<void>;
  /** Whether a purchase is on its way or the browser is leaving: a new submit should wait. */
  isBusy: () => boolean;
  /** On the way to the provider's page: the button stays busy until the browser has left. */
  leaving: boolean;
}

/** One purchase at a time, with an Idempotency-Key so that a double click or a retry never pays twice. */
export function usePurchase<Request extends { idempotencyKey: string }, Answer extends PurchaseAnswer>({
  send,
  onComplete,
  onFailure,
}: PurchaseOptions<Request, Answer>): Purchase<Request> {
  const idempotencyKey = useIdempotencyKey();
  const submitting = useRef(false);
  const [leaving, setLeaving] = useState(false);
  usePageRestored(() => setLeaving(false));

  async function submit(body: Omit<Request, 'idempotencyKey'>) {
    submitting.current = true;
    try {
      const answer = await send({ ...body, idempotencyKey: idempotencyKey.forBody(body) } as Request);
      idempotencyKey.settle();
      if (answer.status === 'redirect') {
        const url = parseExternalUrl(answer.url);
        if (!url) throw new Error(`The checkout answered with an unusable address: ${answer.url}`);
        setLeaving(true);
        visitExternalPage(url);
        return;
      }
      await onComplete(answer as Extract<Answer, { status: 'complete' }>);
    } catch (error) {
      idempotencyKey.settle(error);
      onFailure(error);
    } finally {
      submitting.current = false;
    }
  }

  return { submit, isBusy: () => submitting.current || leaving, leaving };
}
