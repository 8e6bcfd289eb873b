import { AccountType } from '@crewcast/contracts/constants/account';
import { useUserInfo } from '@/lib/user-info/use-user-info';

const NO_EXTRA_WORDS = [] as const;

/** Who is using the console: the server applies the same rules, the screen only leaves out what it would refuse. */
export function useActingStaff(targetUserId: string) {
  const { info } = useUserInfo(NO_EXTRA_WORDS);
  return {
    isOfficial: info?.accountType === AccountType.Official,
    isSelf: info?.userId === targetUserId,
  };
}
