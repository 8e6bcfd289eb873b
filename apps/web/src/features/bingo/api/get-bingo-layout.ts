import type { BingoLayoutSchema } from '@crewcast/contracts/bingo';
import { useQuery } from '@tanstack/react-query';
import { memberQueryOptions } from '@/lib/member-api';
import { MEMBER_QUERY_KEY } from '@/lib/member-queries';

/** GET /v1/bingo/{bingoId}/layout: the name and pictures a card is shown with. */
export const bingoLayoutQueryOptions = (bingoId: number) =>
  memberQueryOptions<typeof BingoLayoutSchema>(
    [MEMBER_QUERY_KEY, 'bingo', 'layout', bingoId],
    `/v1/bingo/${bingoId}/layout`,
    { host: 'content' },
  );

export const useBingoLayout = (bingoId: number) => useQuery(bingoLayoutQueryOptions(bingoId));
