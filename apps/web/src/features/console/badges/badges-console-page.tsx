import type { AdminBadgeType } from '@crewcast/contracts/badges';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { useFormats } from '@/lib/i18n/use-formats';
import { hostBaseUrl } from '@/lib/runtime-config';
import { ConsoleFrame } from '../components/console-frame';
import { ConsoleList } from '../components/console-list';
import { useEditDialog } from '../components/use-edit-dialog';
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
  const formats = useFormats();
  const types = useBadgeTypes();
  const dialog = useEditDialog<AdminBadgeType>();
  const saved = (badge: AdminBadgeType, created: boolean) =>
    dialog.saved(t(created ? 'console.badges.created' : 'console.badges.saved', badge.name));
  const [managing, setManaging] = useState<string | null>(null);
  const managed = types.data?.find((badge) => badge.type === managing);

  function manage(type: string) {
    setManaging(type);
    // The panel is below the table: take the reader there.
    requestAnimationFrame(() => document.getElementById('badge-holders-title')?.focus());
  }

  return (
    <>
      <div className="console-toolbar">
        <Button onClick={() => dialog.open(null)}>{t('console.badges.new')}</Button>
      </div>
      <ConsoleList
        query={types}
        loadingHeight={320}
        empty={{ title: t('console.badges.empty.title'), body: t('console.badges.empty.body') }}
        className="badge-console__table"
        caption={t('console.badges.title')}
        rows={(badges) => badges}
        rowKey={(badge) => badge.type}
        rowProps={(badge) => ({ 'aria-current': badge.type === managing || undefined })}
        columns={[
          {
            key: 'badge',
            header: t('console.badges.column.badge'),
            sortBy: (badge) => badge.name,
            cell: (badge) => (
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
            ),
          },
          {
            key: 'earned',
            header: t('console.badges.column.earned'),
            cell: (badge) => t(`console.badges.earnedBy.${badge.earnedBy}`),
          },
          {
            key: 'holders',
            header: t('console.badges.column.holders'),
            sortBy: (badge) => badge.holders,
            cell: (badge) => formats.number(badge.holders),
          },
        ]}
        actions={{
          header: t('console.badges.column.actions'),
          className: 'badge-console__actions',
          cell: (badge) => (
            <>
              <Button
                variant="secondary"
                aria-label={t('console.badges.edit.named', badge.name)}
                onClick={() => dialog.open(badge)}
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
            </>
          ),
        }}
      />
      {managed && <BadgeHoldersPanel key={managed.type} badge={managed} />}
      {dialog.editing && (
        <BadgeTypeDialog badge={dialog.editing.item} onClose={dialog.close} onSaved={saved} />
      )}
    </>
  );
}
