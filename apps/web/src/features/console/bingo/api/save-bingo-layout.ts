import type { AdminBingoLayoutSchema, AdminBingoLayout, BingoLayoutBody } from '@crewcast/contracts/bingo';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { requireToken } from '@/lib/session';
import { bingoLayoutsQueryOptions } from './get-bingo-layouts';

/** Creates a layout, or changes the one with `layoutId`. */
export async function saveBingoLayout({
  layoutId,
  body,
}: {
  layoutId: number | null;
  body: BingoLayoutBody;
}): Promise<AdminBingoLayout> {
  const token = await requireToken();
  return layoutId === null
    ? api.content.post<typeof AdminBingoLayoutSchema>('/v1/admin/bingo/layouts', { body, token })
    : api.content.put<typeof AdminBingoLayoutSchema>(`/v1/admin/bingo/layouts/${layoutId}`, { body, token });
}

export function useSaveBingoLayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBingoLayout,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bingoLayoutsQueryOptions().queryKey }),
  });
}
