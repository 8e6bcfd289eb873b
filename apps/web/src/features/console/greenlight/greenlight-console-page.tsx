import type { AdminBattle } from '@crewcast/contracts/projects';
import { useState } from 'react';
import { useToast } from '@/components/shell/toast';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { ConsoleFrame } from '../components/console-frame';
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

const formatUtc = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

function BattlesConsole() {
  const t = useTranslation();
  const showToast = useToast();
  const battles = useBattles();
  const closeBattle = useCloseBattle();
  const pitchUploads = usePitchUploads();
  const [creating, setCreating] = useState(false);
  const [scheduling, setScheduling] = useState<AdminBattle | null>(null);
  const [linking, setLinking] = useState<AdminBattle | null>(null);

  async function closeEarly(battle: AdminBattle) {
    try {
      await closeBattle.mutateAsync(battle.id);
      showToast({ tone: 'success', message: t('console.greenlight.closed') });
    } catch (failure) {
      showToast({ tone: 'error', message: failure instanceof ApiError ? failure.message : String(failure) });
    }
  }

  return (
    <>
      <div className="console-toolbar">
        <Button onClick={() => setCreating(true)}>{t('console.greenlight.new')}</Button>
      </div>
      {battles.isPending ? (
        <div aria-busy="true">
          <p className="visually-hidden" role="status">
            {t('common.loading')}
          </p>
          <Skeleton height={240} />
        </div>
      ) : battles.isError ? (
        <ErrorState onRetry={() => battles.refetch()} />
      ) : battles.data.length === 0 ? (
        <EmptyState title={t('console.greenlight.empty.title')} body={t('console.greenlight.empty.body')} />
      ) : (
        <div className="console-table-wrap" role="region" aria-label={t('console.table.label')} tabIndex={0}>
          <table className="console-table battle-console__table">
            <caption className="visually-hidden">{t('console.greenlight.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('console.greenlight.column.projects')}</th>
                <th scope="col">{t('console.greenlight.column.state')}</th>
                <th scope="col">{t('console.greenlight.column.dates')}</th>
                <th scope="col">{t('console.greenlight.column.limits')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('console.greenlight.column.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {battles.data.map((battle) => (
                <tr key={battle.id} data-testid="battle-row">
                  <td>
                    <ul className="battle-console__sides">
                      {[battle.leftProject, battle.rightProject].map((project) => (
                        <li key={project.id}>
                          <strong>{project.title}</strong>{' '}
                          <span className="battle-console__points">
                            {t('greenlight.points.total', String(project.points))}
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
                  </td>
                  <td>
                    <span
                      className={
                        battle.state === 'active' ? 'status-pill status-pill--positive' : 'status-pill'
                      }
                    >
                      {t(`console.greenlight.state.${battle.state}`)}
                    </span>
                    <div className="battle-console__count">
                      {t('console.greenlight.contributions', String(battle.contributions))}
                    </div>
                  </td>
                  <td>
                    <div>{formatUtc(battle.startDate)}</div>
                    <div>{formatUtc(battle.endDate)}</div>
                  </td>
                  <td>
                    {battle.minContribution}–{battle.maxContribution}
                  </td>
                  <td>
                    <div className="battle-console__actions">
                      {battle.state !== 'closed' && (
                        <Button variant="secondary" onClick={() => setScheduling(battle)}>
                          {t('console.greenlight.schedule')}
                        </Button>
                      )}
                      {battle.state === 'active' && (
                        <Button variant="danger" onClick={() => closeEarly(battle)}>
                          {t('console.greenlight.close')}
                        </Button>
                      )}
                      {battle.state === 'closed' && battle.winnerProjectId && (
                        <Button variant="secondary" onClick={() => setLinking(battle)}>
                          {t('console.greenlight.link')}
                        </Button>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
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
