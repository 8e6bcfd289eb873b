import type { AdminBingoLayoutSchema, BingoLayoutBody } from '@crewcast/contracts/bingo';
import { consoleRequest, useConsoleMutation } from '../../components/console-api';
import { bingoLayoutsQueryOptions } from './get-bingo-layouts';

/** Creates a layout, or changes the one with `layoutId`. */
export const useSaveBingoLayout = () =>
  useConsoleMutation(
    ({ layoutId, body }: { layoutId: number | null; body: BingoLayoutBody }) =>
      layoutId === null
        ? consoleRequest<typeof AdminBingoLayoutSchema>('post', '/v1/admin/bingo/layouts', {
            host: 'content',
            body,
          })
        : consoleRequest<typeof AdminBingoLayoutSchema>('put', `/v1/admin/bingo/layouts/${layoutId}`, {
            host: 'content',
            body,
          }),
    [bingoLayoutsQueryOptions().queryKey],
  );
