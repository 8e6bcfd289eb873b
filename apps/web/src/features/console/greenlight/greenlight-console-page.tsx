import type { AdminBattle } from '@crewcast/contracts/projects';
import { useState } from 'react';
import { useToast } from '@/components/shell/toast';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { countSlug } from '@/lib/i18n/translate';
import { useFormats } from '@/lib/i18n/use-formats';
import { ConsoleFrame } from '../components/console-frame';
import { ConsoleList } from '../components/console-list';
import { MediaFeatureNotice } from '../components/media-feature-notice';
import { useStaffAction } from '../components/use-staff-action';
import { useBattles, useCloseBattle } from './api/battles';
import { usePitchUploads } from './api/use-pitch-uploads';
import { NewBattleDialog } from './components/new-battle-dialog';
import { PitchVideo } from './components/pitch-video';
import { ScheduleDialog } from './components/schedule-dialog';
import { WinnerDialog } from './components/winner-dialog';
import '@/components/ui/status-pill.css';
import './greenlight-console.css';

/**
 * /admin/greenlight: every battle with its live totals and pitch videos; create, upload or replace pitches before
 * the start, schedule, close early and link the winner.
 */
export function GreenlightConsolePage() {
  const t = useTranslation();
  return (
    <ConsoleFrame title={t('console.greenlight.title')} lead={t('console.greenlight.lead')}>
      <BattlesConsole />
    </ConsoleFrame>
  );
}

function BattlesConsole() {
  const t = useTranslation();
  const showToast = useToast();
  const battles = useBattles();
  const closeBattle = useCloseBattle();
  const pitchUploads = usePitchUploads();
  const formats = useFormats();
  const act = useStaffAction();
  const [creating, setCreating] = useState(false);
  const [scheduling, setScheduling] = useState<AdminBattle | null>(null);
  const [linking, setLinking] = useState<AdminBattle | null>(null);

  return (
    <>
      <MediaFeatureNotice feature="transcode" />
      <div className="console-toolbar">
        <Button onClick={() => setCreating(true)}>{t('console.greenlight.new')}</Button>
      </div>
      <ConsoleList
        query={battles}
        empty={{ title: t('console.greenlight.empty.title'), body: t('console.greenlight.empty.body') }}
        className="battle-console__table"
        caption={t('console.greenlight.title')}
        rows={(list) => list}
        rowKey={(battle) => battle.id}
        rowProps={() => ({ 'data-testid': 'battle-row' })}
        columns={[
          {
            key: 'projects',
            header: t('console.greenlight.column.projects'),
            cell: (battle) => (
              <ul className="battle-console__sides">
                {[battle.leftProject, battle.rightProject].map((project) => (
                  <li key={project.id}>
                    <strong>{project.title}</strong>{' '}
                    <span className="battle-console__points">
                      {t(countSlug('greenlight.points.total', project.points), project.points)}
                    </span>
                    {project.id === battle.winnerProjectId && (
                      <span className="status-pill status-pill--positive">
                        {t('console.greenlight.winner')}
                      </span>
                    )}
                    <PitchVideo project={project} battleState={battle.state} uploads={pitchUploads} />
                  </li>
                ))}
              </ul>
            ),
          },
          {
            key: 'state',
            header: t('console.greenlight.column.state'),
            cell: (battle) => (
              <>
                <span
                  className={battle.state === 'active' ? 'status-pill status-pill--positive' : 'status-pill'}
                >
                  {t(`console.greenlight.state.${battle.state}`)}
                </span>
                <div className="battle-console__count">
                  {t(
                    countSlug('console.greenlight.contributions', battle.contributions),
                    battle.contributions,
                  )}
                </div>
              </>
            ),
          },
          {
            key: 'dates',
            header: t('console.greenlight.column.dates'),
            cell: (battle) => (
              <>
                <div>{formats.utcDateTime(battle.startDate)}</div>
                <div>{formats.utcDateTime(battle.endDate)}</div>
              </>
            ),
          },
          {
            key: 'limits',
            header: t('console.greenlight.column.limits'),
            cell: (battle) =>
              `${formats.number(battle.minContribution)}–${formats.number(battle.maxContribution)}`,
          },
        ]}
        actions={{
          header: t('console.greenlight.column.actions'),
          cell: (battle) => (
            <div className="battle-console__actions">
              {battle.state !== 'closed' && (
                <Button variant="secondary" onClick={() => setScheduling(battle)}>
                  {t('console.greenlight.schedule')}
                </Button>
              )}
              {battle.state === 'active' && (
                <Button
                  variant="danger"
                  onClick={() =>
                    act({
                      run: () => closeBattle.mutateAsync(battle.id),
                      done: t('console.greenlight.closed'),
                      failed: 'error.generic.body',
                      what: 'Closing a battle',
                    })
                  }
                >
                  {t('console.greenlight.close')}
                </Button>
              )}
              {battle.state === 'closed' && battle.winnerProjectId && (
                <Button variant="secondary" onClick={() => setLinking(battle)}>
                  {t('console.greenlight.link')}
                </Button>
              )}
            </div>
          ),
        }}
      />
      <NewBattleDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(_battle, pitches) => {
          setCreating(false);
          for (const { projectId, file } of pitches) void pitchUploads.start(projectId, file);
          showToast({
            tone: 'success',
            message: t(
              pitches.length > 0 ? 'console.greenlight.created.uploading' : 'console.greenlight.created',
            ),
          });
        }}
      />
      {scheduling && <ScheduleDialog battle={scheduling} onClose={() => setScheduling(null)} />}
      {linking && <WinnerDialog battle={linking} onClose={() => setLinking(null)} />}
    </>
  );
}
