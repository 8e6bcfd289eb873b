import { useTranslation } from '@/lib/i18n/i18n-provider';
import { ConsoleTabs } from '../../components/console-tabs';
import { mayUseConsole } from '../../console-areas';
import { useConsoleAreas } from '../../use-console-areas';

export const BILLING_PATHS = {
  discountCodes: '/admin/billing',
  gifts: '/admin/billing/gifts',
  plans: '/admin/billing/plans',
  disputes: '/admin/billing/disputes',
} as const;

/** The billing area's screens; plans and prices, and disputes, are for Official accounts only. */
export function BillingTabs() {
  const t = useTranslation();
  const { accountType } = useConsoleAreas();
  const tabs = [
    { to: BILLING_PATHS.discountCodes, label: t('console.billing.tab.discountCodes') },
    { to: BILLING_PATHS.gifts, label: t('console.billing.tab.gifts') },
    ...(mayUseConsole(accountType, 'official')
      ? [
          { to: BILLING_PATHS.plans, label: t('console.billing.tab.plans') },
          { to: BILLING_PATHS.disputes, label: t('console.billing.tab.disputes') },
        ]
      : []),
  ];
  return <ConsoleTabs label={t('console.billing.tabs')} tabs={tabs} />;
}
