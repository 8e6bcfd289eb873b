import type { RemoteConfig, RemoteConfigKey } from '@crewcast/contracts/config';
import { FEATURE_FLAGS } from '@crewcast/contracts/constants/config';
import { useConfirm } from '@/components/shell/confirm-dialog';
import { InlineAlert } from '@/components/ui/inline-alert';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { ConsoleFrame } from '../components/console-frame';
import { useSiteSettings } from './api/get-site-settings';
import { ConsoleQuery } from '../components/console-query';
import { SettingRow } from './components/setting-row';
import { SiteTabs } from './components/site-tabs';
import { SiteSection } from './components/site-section';
import './site.css';

const MAINTENANCE: RemoteConfigKey = 'forced_maintenance';
/** The settings in groups, in the order an operator looks for them; anything not named falls under General. */
const GROUPS: readonly { title: string; keys: readonly RemoteConfigKey[] }[] = [
  {
    title: 'console.site.settings.group.features',
    keys: [...FEATURE_FLAGS, 'points_enabled', 'patreon_enabled', 'chromecast_enabled'],
  },
  {
    title: 'console.site.settings.group.links',
    keys: ['store_url', 'faq_url', 'ios_app_url', 'android_app_url', 'makersplace_url', 'brands_url'],
  },
];

/** Settings edited on another console page: the days of access after a failed payment are under Billing. */
const ELSEWHERE: readonly RemoteConfigKey[] = ['past_due_grace_days'];

function generalKeys(values: RemoteConfig): RemoteConfigKey[] {
  const grouped = new Set<RemoteConfigKey>([
    MAINTENANCE,
    ...ELSEWHERE,
    ...GROUPS.flatMap((group) => group.keys),
  ]);
  return (Object.keys(values) as RemoteConfigKey[]).filter((key) => !grouped.has(key));
}

/** /admin/site/settings: maintenance, every feature flag, the links and the other settings of the network. */
export function SettingsPage() {
  const t = useTranslation();
  const confirm = useConfirm();
  const settings = useSiteSettings();

  const confirmMaintenance = () =>
    confirm({
      title: t('console.site.maintenance.confirm.title'),
      body: t('console.site.maintenance.confirm.body'),
      confirmText: t('console.site.maintenance.confirm.action'),
    });

  return (
    <ConsoleFrame
      title={t('console.site.settings.title')}
      lead={t('console.site.settings.lead')}
      role="official"
    >
      <SiteTabs />
      <ConsoleQuery query={settings} loadingHeight={480}>
        {(found) => (
          <div className="site-stack">
            <SiteSection title={t('console.site.maintenance.title')}>
              {found.values.forced_maintenance && (
                <InlineAlert tone="error">{t('console.site.maintenance.on')}</InlineAlert>
              )}
              <ul className="settings-list">
                <SettingRow
                  name={MAINTENANCE}
                  value={found.values[MAINTENANCE]}
                  defaultValue={found.defaults[MAINTENANCE]}
                  confirmTurningOn={confirmMaintenance}
                />
              </ul>
            </SiteSection>
            {[
              ...GROUPS,
              { title: 'console.site.settings.group.general', keys: generalKeys(found.values) },
            ].map((group) => (
              <SiteSection key={group.title} title={t(group.title)}>
                <ul className="settings-list">
                  {group.keys.map((key) => (
                    <SettingRow
                      key={key}
                      name={key}
                      value={found.values[key]}
                      defaultValue={found.defaults[key]}
                    />
                  ))}
                </ul>
              </SiteSection>
            ))}
          </div>
        )}
      </ConsoleQuery>
    </ConsoleFrame>
  );
}
