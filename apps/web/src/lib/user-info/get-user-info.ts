import type { UserInfoSchema, UserInfo, UserInfoSelect } from '@crewcast/contracts/users';
import { api, ApiError } from '@/lib/api-client';
import { isAuthenticated, logout, requireToken } from '@/lib/session';

/**
 * GET /v1/userinfo/query with the select words asked for. SPEC section 4: a 401 here means the session is over,
 * so the member is logged out (unless the refused token's renewal ended the session already).
 */
export async function getUserInfo(words: readonly UserInfoSelect[]): Promise<UserInfo> {
  try {
    return await api.user.get<typeof UserInfoSchema>('/v1/userinfo/query', {
      query: { select: words.join(',') },
      token: await requireToken(),
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401 && isAuthenticated()) await logout();
    throw error;
  }
}
