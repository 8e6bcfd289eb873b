import type { AdminBattle } from '@crewcast/contracts/projects';
import { Input } from '@/components/ui/input';
import { RadioGroup } from '@/components/ui/radio-group';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { ConsoleFormDialog } from '../../components/console-form';
import { useConsoleForm } from '../../components/use-console-form';
import { useLinkWinner } from '../api/battles';
import { BATTLE_RULES } from './battle-form-errors';

type Release = 'episode' | 'season';

/** Links a closed battle's winner to the episode or season it became, so the past winners open it. */
export function WinnerDialog({ battle, onClose }: { battle: AdminBattle; onClose: () => void }) {
  const t = useTranslation();
  const link = useLinkWinner();
  const winner = [battle.leftProject, battle.rightProject].find(({ id }) => id === battle.winnerProjectId);
  const form = useConsoleForm({
    initial: {
      kind: (winner?.seasonId ? 'season' : 'episode') as Release,
      id: String(winner?.mediaId ?? winner?.seasonId ?? ''),
    },
    rules: BATTLE_RULES,
    what: 'Linking a battle winner',
    async submit({ kind, id }) {
      const value = Number(id.trim());
      await link.mutateAsync({
        battleId: battle.id,
        link: kind === 'episode' ? { mediaId: value } : { seasonId: value },
      });
      onClose();
    },
  });
  const { kind } = form.values;

  return (
    <ConsoleFormDialog
      form={form}
      className="battle-form"
      onClose={onClose}
      title={t('console.greenlight.winner.title', winner?.title ?? '')}
      submitLabel={t('console.greenlight.winner.submit')}
    >
      <RadioGroup
        legend={t('console.greenlight.winner.kind')}
        name="release"
        value={kind}
        onChange={(value) => form.set('kind', value)}
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
        {...form.field('id')}
        required
      />
    </ConsoleFormDialog>
  );
}
