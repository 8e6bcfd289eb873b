import type { AdminBingoLayoutSchema, BingoLayoutBody } from '@crewcast/contracts/bingo';
import { memberRequest, useMemberMutation } from '@/lib/member-api';
import { bingoLayoutsQueryOptions } from './get-bingo-layouts';

/** Creates a layout, or changes the one with `layoutId`. */
export const useSaveBingoLayout = () =>
  useMemberMutation(
    ({ layoutId, body }: { layoutId: number | null; body: BingoLayoutBody }) =>
      layoutId === null
        ? memberRequest<typeof AdminBingoLayoutSchema>('post', '/v1/admin/bingo/layouts', {
            host: 'content',
            body,
          })
        : memberRequest<typeof AdminBingoLayoutSchema>('put', `/v1/admin/bingo/layouts/${layoutId}`, {
            host: 'content',
            body,
          }),
    [bingoLayoutsQueryOptions().queryKey],
  );
