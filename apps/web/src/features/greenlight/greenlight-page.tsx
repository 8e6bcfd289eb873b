import type { Battle, Project } from '@crewcast/contracts/projects';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Page } from '@/components/layout/page';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useToast } from '@/components/shell/toast';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { countSlug } from '@/lib/i18n/translate';
import { areMenusHidden } from '@/lib/menus';
import { callMobileApp } from '@/lib/mobile-app-bridge';
import { paths } from '@/lib/paths';
import { useRemoteConfig } from '@/lib/remote-config/get-remote-config';
import { storage } from '@/lib/storage';
import { useIsAuthenticated } from '@/lib/use-session';
import { useUserInfo } from '@/lib/user-info/use-user-info';
import { userInfoStore } from '@/lib/user-info/user-info-store';
import { activeBattleQueryOptions, useActiveBattle } from './api/get-active-battle';
import { usePastWinners } from './api/get-past-winners';
import { contributeButton } from './battle-clock';
import { BattleCountdown } from './components/battle-countdown';
import { ContributeDialog } from './components/contribute-dialog';
import { GreenlightExplainer } from './components/greenlight-explainer';
import { PastWinnersCarousel } from './components/past-winners-carousel';
import type { AttachVideo } from './components/pitch-video';
import { ProjectSide } from './components/project-side';
import { useBattleTotals, withTotals } from './use-battle-totals';
import { useCountdown } from './use-countdown';
import './greenlight-page.css';

/**
 * Greenlight (/greenlight, /greenlight-beta; SPEC sections 2 and 4): the battle of two projects, their points
 * moving live, the countdown, contributions, how it works and the past winners. Visitors see it all and are asked
 * to log in to contribute.
 */
export function GreenlightPage({ attachVideo }: { attachVideo: AttachVideo }) {
  const t = useTranslation();
  const battle = useActiveBattle();
  useBattleTotals();
  return (
    <Page title={t('greenlight.title')} lead={t('greenlight.lead')}>
      {battle.isPending ? (
        <div className="battle battle--loading" aria-busy="true">
          <Skeleton aspectRatio="16 / 9" />
          <Skeleton aspectRatio="16 / 9" />
        </div>
      ) : battle.isError ? (
        <ErrorState
          title={t('greenlight.error.title')}
          body={t('greenlight.error.body')}
          onRetry={() => void battle.refetch()}
        />
      ) : battle.data ? (
        <BattleView battle={battle.data} attachVideo={attachVideo} />
      ) : (
        <EmptyState title={t('greenlight.empty.title')} body={t('greenlight.empty.body')} />
      )}
      <GreenlightExplainer />
      <PastWinners />
    </Page>
  );
}

function BattleView({ battle, attachVideo }: { battle: Battle; attachVideo: AttachVideo }) {
  const t = useTranslation();
  const navigate = useNavigate();
  const showToast = useToast();
  const queryClient = useQueryClient();
  const loggedIn = useIsAuthenticated();
  const { points_enabled, patreon_enabled } = useRemoteConfig();
  const { info } = useUserInfo(loggedIn ? ['points'] : []);
  const countdown = useCountdown(battle.startDate, battle.endDate);
  const [contributingTo, setContributingTo] = useState<Project | null>(null);
  const votingOpen = battle.active && countdown.phase === 'running';
  const button = contributeButton(votingOpen, loggedIn);
  const total = battle.leftProject.points + battle.rightProject.points;
  const pointsAvailable = loggedIn && points_enabled ? (info?.pointsAvailable ?? null) : null;

  function vote(project: Project) {
    if (!votingOpen) return;
    if (loggedIn) return setContributingTo(project);
    // SPEC section 2: back to Greenlight after logging in; an app signs the member in itself.
    if (areMenusHidden(window.location.href)) {
      callMobileApp('requiresLogin');
      void navigate(paths.somethingWentWrong(true));
      return;
    }
    storage.afterLoginUrl.set(paths.greenlight());
    void navigate(paths.login());
  }

  async function contributed(project: Project, amount: number) {
    setContributingTo(null);
    showToast({
      tone: 'success',
      message: t(countSlug('greenlight.toast.thanks', amount), String(amount), project.title),
    });
    queryClient.setQueryData(activeBattleQueryOptions(true).queryKey, (current) =>
      withTotals(current, {
        type: 'totals',
        battleId: battle.id,
        totals: [{ projectId: project.id, points: project.points + amount }],
      }),
    );
    await userInfoStore
      .refresh(['points'], { points_enabled, patreon_enabled })
      .catch((error: unknown) => console.warn('User info could not be loaded again', error));
  }

  const side = (project: Battle['leftProject']) => (
    <ProjectSide project={project} total={total} button={button} onVote={vote} attachVideo={attachVideo} />
  );

  return (
    <section className="battle" aria-label={t('greenlight.battle.label')}>
      <div className="battle__status">
        <BattleCountdown countdown={countdown} />
        {pointsAvailable !== null && (
          <p className="battle__points" data-testid="my-points">
            {t('greenlight.points.yours', String(pointsAvailable))}
          </p>
        )}
      </div>
      <div className="battle__sides">
        {side(battle.leftProject)}
        <p className="battle__versus" aria-hidden="true">
          {t('greenlight.versus')}
        </p>
        {side(battle.rightProject)}
      </div>
      <ContributeDialog
        project={contributingTo}
        pointsAvailable={pointsAvailable}
        onClose={() => setContributingTo(null)}
        onContributed={contributed}
      />
    </section>
  );
}

function PastWinners() {
  const winners = usePastWinners();
  if (winners.isPending) return <Skeleton height="240px" />;
  if (winners.isError) return null;
  return <PastWinnersCarousel winners={winners.data} />;
}
