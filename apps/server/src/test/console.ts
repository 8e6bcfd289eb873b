import { AccountType } from '@crewcast/contracts/account';
import type { AuditEntry, AuditPage } from '@crewcast/contracts/audit';
import { beforeAll, expect } from 'vitest';
import { requestAs, type TestMember } from './members';
import { staffMember } from './realtime';
import { useTestApp, type TestContext } from './test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Staff = 'official' | 'creator';

export interface ConsoleSuite extends Record<Staff, TestMember> {
  ctx: TestContext;
  /** A request with the token of a member, or of the suite's Official or Creator account. */
  as(
    who: TestMember | Staff,
    method: Method,
    url: string,
    payload?: object,
  ): ReturnType<TestContext['app']['inject']>;
  /** What a GET by a member, or by the suite's Official or Creator account, answers; it must succeed. */
  read<T>(who: TestMember | Staff, url: string): Promise<T>;
}

/**
 * The app of a console suite, its requests from one address with account limits out of the way, with an Official
 * and a Creator account; made before the suite's tests and closed after them.
 */
export function consoleSuite(env: Record<string, string> = {}): ConsoleSuite {
  const suite = {
    ctx: useTestApp({ TRUST_PROXY: '1', ACCOUNT_RATE_LIMIT_MAX: '1000', ...env }),
    as(who, method, url, payload) {
      const member = typeof who === 'string' ? suite[who] : who;
      return requestAs(suite.ctx.app, member.tokens.token, method, url, payload);
    },
    async read(who, url) {
      const res = await suite.as(who, 'GET', url);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    },
  } as ConsoleSuite;
  beforeAll(async () => {
    suite.official = await staffMember(suite.ctx, AccountType.Official);
    suite.creator = await staffMember(suite.ctx, AccountType.Creator);
  });
  return suite;
}

/** The audit log's entries that match a query (`targetType`, `targetId`, `action`), newest first, as staff read them. */
export async function auditEntries(
  app: TestContext['app'],
  staff: TestMember,
  query: Record<string, string | number>,
): Promise<AuditEntry[]> {
  const search = new URLSearchParams(Object.entries(query).map(([name, value]) => [name, String(value)]));
  const res = await requestAs(app, staff.tokens.token, 'GET', `/v1/admin/audit?${search}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as AuditPage).entries;
}
