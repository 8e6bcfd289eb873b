import { useRoutePaths } from '@/lib/route-paths';
import { useUserInfo } from '@/lib/user-info/use-user-info';
import { CONSOLE_AREAS, mayUseConsole } from './console-areas';

const NO_EXTRA_WORDS = [] as const;

/** The member's account type (once user info is in) and the console areas it may use on this site. */
export function useConsoleAreas() {
  const { info, error, retry } = useUserInfo(NO_EXTRA_WORDS);
  const paths = useRoutePaths();
  const accountType = info?.accountType;
  const areas = CONSOLE_AREAS.filter((area) => paths.has(area.path) && mayUseConsole(accountType, area.role));
  return { accountType, loaded: info !== null, error, retry, areas };
}
