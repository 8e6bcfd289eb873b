import type { RemoteConfigKey } from '@crewcast/contracts/config';
import type { SiteSettingsSchema, SettingBody, SiteSettings } from '@crewcast/contracts/site';
import { memberRequest, useMemberSave } from '@/lib/member-api';
import { siteSettingsQueryOptions } from './get-site-settings';

export async function changeSetting({
  key,
  value,
}: { key: RemoteConfigKey } & SettingBody): Promise<SiteSettings> {
  return memberRequest<typeof SiteSettingsSchema>(
    'put',
    `/v1/admin/site/settings/${encodeURIComponent(key)}`,
    { body: { value } },
  );
}

/** Changes one setting; the answer is every setting as it now is. */
export const useChangeSetting = () => useMemberSave(changeSetting, siteSettingsQueryOptions().queryKey);
