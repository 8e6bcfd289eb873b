import type { BadgeOption } from '@crewcast/contracts/badges';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PageLinks } from '@/components/layout/page-links';
import { TitledSection } from '@/components/layout/titled-section';
import { useToast } from '@/components/shell/toast';
import { Page } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingRegion, Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { paths } from '@/lib/paths';
import { useChooseBadges } from './api/choose-badges';
import { useBadges } from './api/get-badges';
import { canToggle, chosenTypes, toggleBadge } from './badge-selection';
import { BadgeOrder } from './components/badge-order';
import { BadgeTile } from './components/badge-tile';
import './badges-page.css';

const SKELETON_TILES = 6;

/** SPEC section 2, "Badges": every badge, the Order section with three slots, and the update button. */
export function BadgesPage() {
  const t = useTranslation();
  const badges = useBadges();

  return (
    <Page title={t('badges.title')} lead={t('badges.lead')}>
      <PageLinks label={t('badges.navigation')} backLabel={t('badges.backToAccount')} />
      {badges.isPending ? (
        <LoadingRegion className="badges-page" label={t('badges.loading')}>
          <Skeleton height={96} />
          <div className="tile-grid badge-grid">
            {Array.from({ length: SKELETON_TILES }, (_, index) => (
              <Skeleton key={index} height={96} />
            ))}
          </div>
        </LoadingRegion>
      ) : badges.isError ? (
        <ErrorState title={t('badges.loadFailed')} onRetry={() => badges.refetch()} />
      ) : badges.data.badges.length === 0 ? (
        <EmptyState title={t('badges.empty.title')} body={t('badges.empty.body')} />
      ) : (
        <BadgeChooser badges={badges.data.badges} />
      )}
    </Page>
  );
}

function BadgeChooser({ badges }: { badges: BadgeOption[] }) {
  const t = useTranslation();
  const showToast = useToast();
  const navigate = useNavigate();
  const save = useChooseBadges();
  const [selection, setSelection] = useState(() => chosenTypes(badges));
  const byType = new Map(badges.map((badge) => [badge.type, badge]));
  const chosen = selection.flatMap((type) => byType.get(type) ?? []);
  const owned = badges.filter((badge) => badge.owned);
  const locked = badges.filter((badge) => !badge.owned);

  async function update() {
    try {
      await save.mutateAsync(selection);
      showToast({ tone: 'success', title: t('badges.saved.title'), message: t('badges.saved.body') });
      await navigate(paths.account());
    } catch (error) {
      console.warn('The badges could not be saved', error);
      const message =
        error instanceof ApiError && error.status === 400 ? error.message : t('badges.saveFailed');
      showToast({ tone: 'error', message });
    }
  }

  const tiles = (list: BadgeOption[]) => (
    <ul className="plain-list tile-grid badge-grid">
      {list.map((badge) => {
        const index = selection.indexOf(badge.type);
        return (
          <li key={badge.type}>
            <BadgeTile
              badge={badge}
              position={index < 0 ? null : index + 1}
              available={canToggle(selection, badge)}
              onToggle={() => setSelection((current) => toggleBadge(current, badge))}
            />
          </li>
        );
      })}
    </ul>
  );

  return (
    <div className="badges-page">
      <BadgeOrder chosen={chosen} />
      <TitledSection
        className="badges-page__section"
        titleClassName="badges-page__heading"
        title={t('badges.owned.title')}
      >
        {owned.length > 0 ? (
          <>
            <p className="badges-page__hint">{t('badges.owned.hint')}</p>
            {tiles(owned)}
          </>
        ) : (
          <p className="badges-page__hint">{t('badges.owned.none')}</p>
        )}
      </TitledSection>
      {locked.length > 0 && (
        <TitledSection
          className="badges-page__section"
          titleClassName="badges-page__heading"
          title={t('badges.locked.title')}
        >
          {tiles(locked)}
        </TitledSection>
      )}
      <div className="badges-page__actions">
        <Button pending={save.isPending} onClick={update}>
          {t('badges.update')}
        </Button>
      </div>
    </div>
  );
}
