import type { ServiceAreaEntry } from 'shared-contracts';
import type { ServiceAreaZipEntity } from './entities/service-area-zip.entity.js';

/** The spec's wire names (zip_code, neighborhood, region). */
export const toServiceAreaEntry = (row: ServiceAreaZipEntity): ServiceAreaEntry => ({
  zip_code: row.zipCode,
  neighborhood: row.neighborhood,
  region: row.region,
});
