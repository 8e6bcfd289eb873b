import { MEMBER_QUERY_KEY } from '@/lib/member-queries';

/** The first part of every billing-area query key, so a change can refresh what it affects. */
export const CONSOLE_BILLING_KEY = [MEMBER_QUERY_KEY, 'console', 'billing'] as const;
