import { useLocation } from 'react-router';

const ACCOUNT_PREFIX = '/account';
const GIFTS_PATH = '/gift-subscriptions';

export interface GiftPaths {
  home: string;
  history: string;
  gift: (id: string) => string;
  /** Where a gift's screens go back to: the account page when they were opened from there. */
  inAccount: boolean;
}

/** The gift screens exist at /gift-subscriptions and under /account/; links stay on the side the member is on. */
export function useGiftPaths(): GiftPaths {
  const inAccount = useLocation().pathname.startsWith(`${ACCOUNT_PREFIX}/`);
  const home = inAccount ? `${ACCOUNT_PREFIX}${GIFTS_PATH}` : GIFTS_PATH;
  return {
    home,
    history: `${home}/history`,
    gift: (id) => `${home}/history/${encodeURIComponent(id)}`,
    inAccount,
  };
}

/** The link a recipient opens to redeem a gift; the mail carries the same one. */
export function redeemLink(code: string, origin: string): string {
  return `${origin}${GIFTS_PATH}?code=${encodeURIComponent(code)}`;
}
