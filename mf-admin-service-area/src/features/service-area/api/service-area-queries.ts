import { neighborhoodsQueryOptions } from './get-neighborhoods';
import { serviceAreaListQueryOptions } from './get-service-area';
import { serviceAreaKeys } from './query-keys';

/** The feature's query factory: key-only level for invalidation, queryOptions leaves for reading. */
export const serviceAreaQueries = {
  all: () => serviceAreaKeys.all,
  list: serviceAreaListQueryOptions,
  neighborhoods: neighborhoodsQueryOptions,
};
