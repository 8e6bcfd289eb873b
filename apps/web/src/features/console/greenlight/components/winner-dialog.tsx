import type { AdminBattle } from '@crewcast/contracts/projects';
import { useState, type FormEvent } from 'react';
import { Dialog, FormDialogActions } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { RadioGroup } from '@/components/ui/radio-group';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { useLinkWinner } from '../api/battles';
import { formErrorsOf } from './battle-form-errors';

type Release = 'episode' | 'season';

/** Links a closed battle's winner to the episode or season it became, so the past winners open it. */
export function WinnerDialog({ battle, onClose }: { battle: AdminBattle; onClose: () => void }) {
  const t = useTranslation();
  const link = useLinkWinner();
  const winner = [battle.leftProject, battle.rightProject].find(({ id }) => id === battle.winnerProjectId);
  const [kind, setKind] = useState<Release>(winner?.seasonId ? 'season' : 'episode');
  const [id, setId] = useState(String(winner?.mediaId ?? winner?.seasonId ?? ''));
  const [error, setError] = useState<string | undefined>(undefined);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = Number(id.trim());
    try {
      await link.mutateAsync({
        battleId: battle.id,
        link: kind === 'episode' ? { mediaId: value } : { seasonId: value },
      });
      onClose();
    } catch (failure) {
      setError(formErrorsOf(failure).message);
    }
  }

  return (
    <Dialog open onClose={onClose} title={t('console.greenlight.winner.title', winner?.title ?? '')}>
      <form className="battle-form" onSubmit={(event) => void submit(event)} noValidate>
        <RadioGroup
          legend={t('console.greenlight.winner.kind')}
          name="release"
          value={kind}
          onChange={setKind}
          options={[
            { value: 'episode', label: t('console.greenlight.winner.episode') },
            { value: 'season', label: t('console.greenlight.winner.season') },
          ]}
        />
        <Input
          label={t(
            kind === 'episode' ? 'console.greenlight.winner.episodeId' : 'console.greenlight.winner.seasonId',
          )}
          inputMode="numeric"
          value={id}
          onChange={(event) => setId(event.target.value)}
          error={error}
          required
        />
        <div className="battle-form__actions">
          <FormDialogActions
            onCancel={onClose}
            submitLabel={t('console.greenlight.winner.submit')}
            pending={link.isPending}
          />
        </div>
      </form>
    </Dialog>
  );
}
