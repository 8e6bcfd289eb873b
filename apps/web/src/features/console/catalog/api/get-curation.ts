import type { CurationSchema } from '@crewcast/contracts/catalog';
import { useQuery } from '@tanstack/react-query';
import { consoleQueryOptions } from '../../components/console-api';
import { catalogKeys } from './catalog-keys';

export const curationQueryOptions = () =>
  consoleQueryOptions<typeof CurationSchema>(catalogKeys.curation(), '/v1/admin/curation');

export const useCuration = () => useQuery(curationQueryOptions());
