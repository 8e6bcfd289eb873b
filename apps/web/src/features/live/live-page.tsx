import { FollowButton } from '@/components/follow/follow-button';
import type { UserInfoSelect } from '@crewcast/contracts/users';
import { useEffect, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { paths } from '@/lib/paths';
import { chooseLivestream, type LivestreamView } from '@/lib/realtime/livestream-choice';
import { useLivestreamStatus } from '@/lib/realtime/livestream-status';
import { useConnectionState } from '@/lib/realtime/realtime-context';
import { useRemoteConfig } from '@/lib/remote-config/get-remote-config';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useUserInfo } from '@/lib/user-info/use-user-info';
import { LiveMenu } from './components/live-menu';
import { OfflineStage, StartingStage } from './components/offline-stage';
import { LivePlayer } from './player/live-player';
import './live-page.css';

const SUBSCRIPTION: readonly UserInfoSelect[] = ['subscription'];

/** The livestream whose chat the page shows, when one is known (the next stream's counts). */
function chatIdOf(view: LivestreamView): string | null {
  if (view.kind === 'live' || view.kind === 'starting') return view.stream.livestreamId;
  return view.kind === 'offline' ? view.chatId : null;
}

/**
 * /live and /live/{id} (SPEC sections 2 and 4): the stream when one is live, 'Starting…' while one is about to
 * be, else 'Offline' or the next stream with its live menu, and the chat beside it whenever a livestream is known.
 */
export function LivePage({ renderChat }: { renderChat: (livestreamId: string) => ReactNode }) {
  const t = useTranslation();
  const navigate = useNavigate();
  const { id } = useParams();
  const status = useLivestreamStatus();
  const connectionState = useConnectionState();
  const { info } = useUserInfo(SUBSCRIPTION);
  const bingoOn = useRemoteConfig().games_bingo_enabled;
  const view = chooseLivestream(status, id, info?.hasSubscription);
  useDocumentTitle(t('live.title'));

  const liveId = view.kind === 'live' ? view.stream.livestreamId : null;
  useEffect(() => {
    if (view.kind === 'payment')
      void navigate(paths.payment({ returnTo: paths.live(id) }), { replace: true });
    // The stream picked without an id is recorded in the address, so a reload or a shared link keeps it.
    else if (liveId && liveId !== id) void navigate(paths.live(liveId), { replace: true });
  }, [view.kind, liveId, id, navigate]);

  const chatId = chatIdOf(view);
  return (
    <div className={chatId ? 'container live-page live-page--with-chat' : 'container live-page'}>
      <div className="live-page__stage">
        {view.kind === 'live' ? (
          <>
            <LivePlayer key={view.stream.livestreamId} stream={view.stream} />
            {bingoOn && (
              <Link className="live-page__bingo" to={paths.bingo()}>
                {t('live.playBingo')}
              </Link>
            )}
          </>
        ) : view.kind === 'starting' ? (
          <StartingStage stream={view.stream} />
        ) : view.kind === 'offline' ? (
          <OfflineStage next={view.next} />
        ) : connectionState === 'offline' ? (
          <ErrorState titleAs="h1" title={t('live.unavailable.title')} body={t('live.unavailable.body')} />
        ) : (
          <div aria-busy="true">
            <h1 className="visually-hidden">{t('live.title')}</h1>
            <p className="visually-hidden" role="status">
              {t('live.loading')}
            </p>
            <Skeleton aspectRatio="16 / 9" />
          </div>
        )}
      </div>
      {chatId && (
        <div className="live-page__chat" key={chatId}>
          {renderChat(chatId)}
        </div>
      )}
      <div className="live-page__follow">
        <FollowButton target="livestream" name={t('live.title')} />
      </div>
      {view.kind === 'offline' && view.next && <LiveMenu next={view.next} />}
    </div>
  );
}
