import type { CurationSchema } from '@crewcast/contracts/catalog';
import { useQuery } from '@tanstack/react-query';
import { memberQueryOptions } from '@/lib/member-api';
import { catalogKeys } from './catalog-keys';

export const curationQueryOptions = () =>
  memberQueryOptions<typeof CurationSchema>(catalogKeys.curation(), '/v1/admin/curation');

export const useCuration = () => useQuery(curationQueryOptions());
