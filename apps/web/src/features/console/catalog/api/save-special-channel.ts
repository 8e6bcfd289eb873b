import type { AdminSpecialChannelSchema, SpecialChannelBody } from '@crewcast/contracts/catalog';
import { consoleRequest } from '../../components/console-api';
import { useCurationMutation } from './use-curation-mutation';

export async function saveSpecialChannel(name: string, body: SpecialChannelBody) {
  return consoleRequest<typeof AdminSpecialChannelSchema>(
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
