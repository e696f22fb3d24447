import { Check, Column, Entity, PrimaryColumn } from 'typeorm';
import {
  DEFAULT_REGION,
  LIMITS,
  SERVICE_AREA_REGIONS,
  ZIP_CODE_LENGTH,
  type ServiceAreaRegion,
} from 'shared-contracts';

/** A ZIP code the company serves; quotes from other ZIPs are refused. */
@Entity('service_area_zip')
@Check('CHK_service_area_zip_format', `"zip_code" ~ '^[0-9]{5}$'`)
export class ServiceAreaZipEntity {
  @PrimaryColumn({ name: 'zip_code', type: 'char', length: ZIP_CODE_LENGTH })
  zipCode!: string;

  @Column({ type: 'varchar', length: LIMITS.serviceArea.neighborhoodMax, nullable: true })
  neighborhood!: string | null;

  @Column({
    type: 'enum',
    enum: SERVICE_AREA_REGIONS,
    enumName: 'service_area_region',
    default: DEFAULT_REGION,
  })
  region!: ServiceAreaRegion;
}
