import { useMutation, useQueryClient } from '@tanstack/react-query';
import { COUPONS_KEY } from './get-coupons';

/** A change to discount codes: every list of them is fetched again once it succeeds. */
export function useCouponChange<Input, Output>(change: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COUPONS_KEY }),
  });
}
