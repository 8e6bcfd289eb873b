/** The periods the console's member figures read over, in calendar months (UTC) ending with this one. */
export const MEMBERS_PERIODS = ['3m', '6m', '12m'] as const;
export type MembersPeriod = (typeof MEMBERS_PERIODS)[number];
export const DEFAULT_MEMBERS_PERIOD: MembersPeriod = '6m';
