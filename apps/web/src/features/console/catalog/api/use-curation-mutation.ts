import { useMemberMutation } from '@/lib/member-api';
import { catalogKeys } from './catalog-keys';

/** A change to the home page's curation: the console's copy is read again afterwards. */
export const useCurationMutation = <Input, Output>(mutationFn: (input: Input) => Promise<Output>) =>
  useMemberMutation(mutationFn, [catalogKeys.curation()]);
