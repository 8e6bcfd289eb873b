import { useLocation } from 'react-router';
import { paths } from '@/lib/paths';

export interface GiftPaths {
  home: string;
  history: string;
  gift: (id: string) => string;
  /** Whether the gift screens were opened from the account page. */
  inAccount: boolean;
  /** Where the gift screens go back to: the account page when they were opened from there, else home. */
  back: string;
}

/** The gift screens exist at /gift-subscriptions and under /account/; links stay on the side the member is on. */
export function useGiftPaths(): GiftPaths {
  const inAccount = useLocation().pathname.startsWith(`${paths.account()}/`);
  const home = paths.giftSubscriptions(inAccount);
  return {
    home,
    history: `${home}/history`,
    gift: (id) => `${home}/history/${encodeURIComponent(id)}`,
    inAccount,
    back: inAccount ? paths.account() : paths.home(),
  };
}

/** The link a recipient opens to redeem a gift; the mail carries the same one. */
export function redeemLink(code: string, origin: string): string {
  return `${origin}${paths.giftSubscriptions()}?code=${encodeURIComponent(code)}`;
}
