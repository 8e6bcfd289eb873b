import { AccountType } from '@crewcast/contracts/constants/account';

/** Official and Creator accounts moderate comments and chat; the server checks the same on every action. */
export function isModerator(accountType: number | undefined): boolean {
  return accountType === AccountType.Official || accountType === AccountType.Creator;
}
