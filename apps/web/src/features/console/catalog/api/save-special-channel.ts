import type { AdminSpecialChannelSchema, SpecialChannelBody } from '@crewcast/contracts/catalog';
import { api } from '@/lib/api-client';
import { requireToken } from '@/lib/session';
import { useCurationMutation } from './use-curation-mutation';

export async function saveSpecialChannel(name: string, body: SpecialChannelBody) {
  return api.user.put<typeof AdminSpecialChannelSchema>(`/v1/admin/curation/special-channels/${name}`, {
    token: await requireToken(),
    body,
  });
}

export function useSaveSpecialChannel() {
  return useCurationMutation(({ name, body }: { name: string; body: SpecialChannelBody }) =>
    saveSpecialChannel(name, body),
  );
}
