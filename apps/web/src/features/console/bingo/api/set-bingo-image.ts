import type { AdminBingoLayoutSchema, BingoImageKind } from '@crewcast/contracts/bingo';
import { pictureUpload } from '../../catalog/api/picture-upload';
import { memberRequest, useMemberMutation } from '@/lib/member-api';
import { bingoLayoutsQueryOptions } from './get-bingo-layouts';

/** PUT /v1/admin/bingo/layouts/{layoutId}/images/{kind}: a new banner or background picture. */
export const useSetBingoImage = () =>
  useMemberMutation(
    async ({ layoutId, kind, file }: { layoutId: number; kind: BingoImageKind; file: File }) =>
      memberRequest<typeof AdminBingoLayoutSchema>(
        'put',
        `/v1/admin/bingo/layouts/${layoutId}/images/${kind}`,
        {
          host: 'content',
          body: await pictureUpload(file),
        },
      ),
    [bingoLayoutsQueryOptions().queryKey],
  );
