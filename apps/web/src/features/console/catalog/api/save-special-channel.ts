import type { AdminSpecialChannelSchema, SpecialChannelBody } from '@crewcast/contracts/catalog';
import { memberRequest } from '@/lib/member-api';
import { useCurationMutation } from './use-curation-mutation';

export async function saveSpecialChannel(name: string, body: SpecialChannelBody) {
  return memberRequest<typeof AdminSpecialChannelSchema>(
    'put',
    `/v1/admin/curation/special-channels/${name}`,
    { body },
  );
}

export function useSaveSpecialChannel() {
  return useCurationMutation(({ name, body }: { name: string; body: SpecialChannelBody }) =>
    saveSpecialChannel(name, body),
  );
}
