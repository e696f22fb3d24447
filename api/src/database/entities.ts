import { PageContentEntity } from '../content/entities/page-content.entity.js';
import { GalleryItemEntity } from '../gallery/entities/gallery-item.entity.js';
import { InquiryEntity } from '../inquiries/entities/inquiry.entity.js';
import { ServiceAreaZipEntity } from '../service-area/entities/service-area-zip.entity.js';

/** Every entity, for the TypeORM CLI data source and the schema-drift test (the app uses forFeature). */
export const ENTITIES = [InquiryEntity, GalleryItemEntity, PageContentEntity, ServiceAreaZipEntity];
