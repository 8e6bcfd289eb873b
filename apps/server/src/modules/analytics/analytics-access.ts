import { AccountType } from '@crewcast/contracts/constants/account';
import type { AccessClaims } from '../../http/access-tokens';
import { AppError } from '../../http/errors';

/**
 * Officials see every analytics figure; Creators see them when the network lets them see every show (shows have
 * no assigned creators). Other members never reach here: the console's guard refuses them first.
 */
export function assertSeesAnalytics(actor: AccessClaims, creatorsSeeAll: boolean): void {
  if (actor.accountType === AccountType.Creator && !creatorsSeeAll) {
    throw new AppError('FORBIDDEN', 'Analytics are not shared with Creator accounts on this network.');
  }
}
