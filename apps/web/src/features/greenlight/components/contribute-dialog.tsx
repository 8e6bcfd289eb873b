import type { Project } from '@crewcast/contracts/projects';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { useIdempotencyKey } from '@/lib/billing/use-idempotency-key';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { amountErrorOf, contributePoints } from '../api/contribute-points';

/**
 * The contribution panel: the amount to spend on one project. A refusal shows the first message of the server's
 * Amount error (SPEC section 5); a success closes the panel and the page refreshes the member's points.
 */
export function ContributeDialog({
  project,
  pointsAvailable,
  onClose,
  onContributed,
}: {
  project: Project | null;
  pointsAvailable: number | null;
  onClose: () => void;
  onContributed: (project: Project, amount: number) => Promise<void>;
}) {
  const t = useTranslation();
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const idempotencyKey = useIdempotencyKey();

  function close() {
    setAmount('');
    setError(null);
    onClose();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!project || pending) return;
    setPending(true);
    setError(null);
    const request = { projectId: project.id, amount: amount.trim() };
    try {
      await contributePoints(request.projectId, request.amount, idempotencyKey.forBody(request));
      idempotencyKey.settle();
      const spent = Number(request.amount);
      setAmount('');
      await onContributed(project, spent);
    } catch (failure) {
      idempotencyKey.settle(failure);
      setError(amountErrorOf(failure) ?? t('greenlight.dialog.failed'));
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog
      open={project !== null}
      onClose={close}
      title={t('greenlight.dialog.title', project?.title ?? '')}
      description={
        pointsAvailable === null ? undefined : t('greenlight.points.yours', String(pointsAvailable))
      }
    >
      <form className="contribute-form" onSubmit={(event) => void submit(event)} noValidate>
        <Input
          label={t('greenlight.dialog.amount')}
          inputMode="numeric"
          autoComplete="off"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={error ?? undefined}
          required
        />
        <div className="contribute-form__actions">
          <Button variant="secondary" onClick={close}>
            {t('greenlight.dialog.cancel')}
          </Button>
          <Button type="submit" pending={pending}>
            {t('greenlight.dialog.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
