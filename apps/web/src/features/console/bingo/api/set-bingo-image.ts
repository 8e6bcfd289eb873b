import type { AdminBingoLayoutSchema, AdminBingoLayout, BingoImageKind } from '@crewcast/contracts/bingo';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { requireToken } from '@/lib/session';
import { pictureUpload } from '../../catalog/api/picture-upload';
import { bingoLayoutsQueryOptions } from './get-bingo-layouts';

/** PUT /v1/admin/bingo/layouts/{layoutId}/images/{kind}: a new banner or background picture. */
export async function setBingoImage({
  layoutId,
  kind,
  file,
}: {
  layoutId: number;
  kind: BingoImageKind;
  file: File;
}): Promise<AdminBingoLayout> {
  return api.content.put<typeof AdminBingoLayoutSchema>(
    `/v1/admin/bingo/layouts/${layoutId}/images/${kind}`,
    {
      body: await pictureUpload(file),
      token: await requireToken(),
    },
  );
}

export function useSetBingoImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setBingoImage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bingoLayoutsQueryOptions().queryKey }),
  });
}
