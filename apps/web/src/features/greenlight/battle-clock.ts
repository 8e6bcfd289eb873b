/** SPEC section 4, "Voting battle": where a battle is in time, by the member's clock. */
export type BattlePhase = 'before-start' | 'running' | 'ended';

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** The battle's dates are UTC written without a suffix (SPEC section 3). */
export const parseBattleDate = (date: string): number => Date.parse(`${date}Z`);

export function battlePhase(now: number, startDate: string, endDate: string): BattlePhase {
  if (now < parseBattleDate(startDate)) return 'before-start';
  if (now < parseBattleDate(endDate)) return 'running';
  return 'ended';
}

/** The string slug of the countdown's label: 'Starts In', 'Ends In', or nothing once it has ended. */
export function countdownLabelKey(phase: BattlePhase): string | null {
  if (phase === 'before-start') return 'greenlight.countdown.startsIn';
  if (phase === 'running') return 'greenlight.countdown.endsIn';
  return null;
}

/** Whole days, hours, minutes and seconds until `target`, never below zero. */
export function countdownParts(now: number, target: number): CountdownParts {
  const total = Math.max(0, Math.floor((target - now) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/** What the countdown counts towards: the start before it, the end while it runs, nothing after. */
export function countdownTarget(phase: BattlePhase, startDate: string, endDate: string): number | null {
  if (phase === 'before-start') return parseBattleDate(startDate);
  if (phase === 'running') return parseBattleDate(endDate);
  return null;
}

/**
 * Voting is open only while the battle runs and the server calls it active; the contribute button says
 * 'Voting Closed' (disabled) otherwise, 'Vote to Greenlight' to a member and 'Login to Contribute' to a visitor.
 */
export function contributeButton(
  votingOpen: boolean,
  loggedIn: boolean,
): { labelKey: string; disabled: boolean } {
  if (!votingOpen) return { labelKey: 'greenlight.button.closed', disabled: true };
  return { labelKey: loggedIn ? 'greenlight.button.vote' : 'greenlight.button.login', disabled: false };
}
