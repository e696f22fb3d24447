import { z } from 'zod';
import { LIMITS, ZIP_CODE_PATTERN } from '../limits.js';
import * as MESSAGES from '../messages/index.js';

export const SERVICE_AREA_REGIONS = ['San Antonio', 'Nearby'] as const;
export const DEFAULT_REGION = 'San Antonio';
export const serviceAreaRegionSchema = z.enum(SERVICE_AREA_REGIONS, MESSAGES.zip.regionInvalid);
export type ServiceAreaRegion = z.infer<typeof serviceAreaRegionSchema>;

export const zipCodeSchema = z.string(MESSAGES.zip.mustBeFiveDigits).regex(ZIP_CODE_PATTERN, MESSAGES.zip.mustBeFiveDigits);

export const serviceAreaEntrySchema = z.object({
  zip_code: zipCodeSchema,
  neighborhood: z.string().max(LIMITS.serviceArea.neighborhoodMax).nullable(),
  region: serviceAreaRegionSchema,
});
export type ServiceAreaEntry = z.infer<typeof serviceAreaEntrySchema>;

/** PUT /api/admin/service-area: replaces the whole list. */
export const replaceServiceAreaSchema = z.object({
  zipCodes: z
    .array(zipCodeSchema)
    .max(LIMITS.serviceArea.maxEntries)
    .refine((zips) => new Set(zips).size === zips.length, MESSAGES.zip.duplicate),
});
export type ReplaceServiceArea = z.infer<typeof replaceServiceAreaSchema>;

/** PUT /api/admin/service-area/{zipCode}. */
export const updateServiceAreaEntrySchema = z.object({
  zipCode: zipCodeSchema,
  neighborhood: z
    .string()
    .trim()
    .max(LIMITS.serviceArea.neighborhoodMax, MESSAGES.zip.neighborhoodTooLong)
    .nullable()
    .optional(),
  region: serviceAreaRegionSchema,
});
export type UpdateServiceAreaEntry = z.infer<typeof updateServiceAreaEntrySchema>;

export const neighborhoodsResponseSchema = z.array(z.string());

export interface PopulateResult {
  inserted: number;
  updated: number;
  total: number;
}

/** The new-ZIP rule of the admin managers: five digits and not already listed (spec section 5). */
export function newZipCodeSchema(existing: readonly string[]) {
  const taken = new Set(existing);
  return z
    .string()
    .regex(ZIP_CODE_PATTERN, MESSAGES.zip.mustBeFiveDigits)
    .refine((zip) => !taken.has(zip), MESSAGES.zip.duplicate);
}
