/**
 * The first part of the key of every query about the logged-in member (devices, preferences, ...), so that
 * logging out forgets all of them at once.
 */
export const MEMBER_QUERY_KEY = 'member';
