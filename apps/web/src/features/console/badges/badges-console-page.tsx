import type { AdminBadgeType } from '@crewcast/contracts/badges';
import { useState } from 'react';
import { useToast } from '@/components/shell/toast';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { hostBaseUrl } from '@/lib/runtime-config';
import { ConsoleFrame } from '../components/console-frame';
import { useBadgeTypes } from './api/get-badge-types';
import { BadgeHoldersPanel } from './components/badge-holders-panel';
import { BadgeTypeDialog } from './components/badge-type-dialog';
import './badges-console.css';

/** /admin/badges: the badge types with their images, a form to create or edit one, and who holds each. */
export function BadgesConsolePage() {
  const t = useTranslation();
  return (
    <ConsoleFrame title={t('console.badges.title')} lead={t('console.badges.lead')}>
      <BadgeTypesConsole />
    </ConsoleFrame>
  );
}

/** Inside the frame, so nothing is asked of the server for accounts the frame turns away. */
function BadgeTypesConsole() {
  const t = useTranslation();
  const showToast = useToast();
  const types = useBadgeTypes();
  const [editing, setEditing] = useState<{ badge: AdminBadgeType | null } | null>(null);
  const [managing, setManaging] = useState<string | null>(null);
  const managed = types.data?.find((badge) => badge.type === managing);

  function saved(badge: AdminBadgeType, created: boolean) {
    setEditing(null);
    showToast({
      tone: 'success',
      message: t(created ? 'console.badges.created' : 'console.badges.saved', badge.name),
    });
  }

  function manage(type: string) {
    setManaging(type);
    // The panel is below the table: take the reader there.
    requestAnimationFrame(() => document.getElementById('badge-holders-title')?.focus());
  }

  return (
    <>
      <div className="console-toolbar">
        <Button onClick={() => setEditing({ badge: null })}>{t('console.badges.new')}</Button>
      </div>
      {types.isPending ? (
        <div aria-busy="true">
          <p className="visually-hidden" role="status">
            {t('common.loading')}
          </p>
          <Skeleton height={320} />
        </div>
      ) : types.isError ? (
        <ErrorState onRetry={() => types.refetch()} />
      ) : types.data.length === 0 ? (
        <EmptyState title={t('console.badges.empty.title')} body={t('console.badges.empty.body')} />
      ) : (
        <div className="console-table-wrap" role="region" aria-label={t('console.table.label')} tabIndex={0}>
          <table className="console-table badge-console__table">
            <caption className="visually-hidden">{t('console.badges.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('console.badges.column.badge')}</th>
                <th scope="col">{t('console.badges.column.earned')}</th>
                <th scope="col">{t('console.badges.column.holders')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('console.badges.column.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {types.data.map((badge) => (
                <tr key={badge.type} aria-current={badge.type === managing || undefined}>
                  <td>
                    <div className="badge-console__badge">
                      <img
                        src={`${hostBaseUrl('images')}${badge.imageUrl}`}
                        alt=""
                        width={48}
                        height={48}
                        loading="lazy"
                      />
                      <div>
                        <strong>{badge.name}</strong>
                        <code className="badge-console__type">{badge.type}</code>
                        <p className="badge-console__description">{badge.description}</p>
                      </div>
                    </div>
                  </td>
                  <td>{t(`console.badges.earnedBy.${badge.earnedBy}`)}</td>
                  <td>{badge.holders}</td>
                  <td className="badge-console__actions">
                    <Button
                      variant="secondary"
                      aria-label={t('console.badges.edit.named', badge.name)}
                      onClick={() => setEditing({ badge })}
                    >
                      {t('console.badges.edit')}
                    </Button>
                    <Button
                      variant="ghost"
                      aria-label={t('console.badges.manage.named', badge.name)}
                      onClick={() => manage(badge.type)}
                    >
                      {t('console.badges.manage')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {managed && <BadgeHoldersPanel key={managed.type} badge={managed} />}
      <BadgeTypeDialog
        open={editing !== null}
        badge={editing?.badge ?? null}
        onClose={() => setEditing(null)}
        onSaved={saved}
      />
    </>
  );
}
