import type { ComponentType, SVGProps } from 'react';
import { Link } from 'react-router';
import {
  BadgeIcon,
  BookmarkIcon,
  ChevronRightIcon,
  DevicesIcon,
  GiftIcon,
  TagIcon,
} from '@/components/ui/icons';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { paths } from '@/lib/paths';
import { useRoutePaths } from '@/lib/route-paths';
import { AccountSection } from './account-section';

interface AccountLink {
  path: string;
  label: string;
  description: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
}

/** The feature screens under the account that this site has switched on. */
export function AccountLinksSection() {
  const t = useTranslation();
  const routePaths = useRoutePaths();
  const links: AccountLink[] = [
    {
      path: paths.watchLater(),
      label: t('account.links.watchLater'),
      description: t('account.links.watchLater.description'),
      icon: BookmarkIcon,
    },
    {
      path: paths.badges(),
      label: t('account.links.badges'),
      description: t('account.links.badges.description'),
      icon: BadgeIcon,
    },
    {
      path: paths.deviceManagement(),
      label: t('account.links.devices'),
      description: t('account.links.devices.description'),
      icon: DevicesIcon,
    },
    {
      path: paths.discountCode(),
      label: t('account.links.discountCode'),
      description: t('account.links.discountCode.description'),
      icon: TagIcon,
    },
    {
      path: paths.giftSubscriptions(true),
      label: t('account.links.gifts'),
      description: t('account.links.gifts.description'),
      icon: GiftIcon,
    },
  ];
  const shown = links.filter((link) => routePaths.has(link.path));
  if (shown.length === 0) return null;

  return (
    <AccountSection title={t('account.links.title')}>
      <ul className="plain-list account-links">
        {shown.map(({ path, label, description, icon: Icon }) => (
          <li key={path}>
            <Link className="account-links__link" to={path}>
              <Icon className="account-links__icon" />
              <span className="account-links__text">
                <span className="account-links__label">{label}</span>
                <span className="account-links__description">{description}</span>
              </span>
              <ChevronRightIcon className="account-links__chevron" />
            </Link>
          </li>
        ))}
      </ul>
    </AccountSection>
  );
}
