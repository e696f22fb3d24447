import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import {
  DEFAULT_REGION,
  MESSAGES,
  SERVICE_AREA_ZIPS,
  type PopulateResult,
  type ServiceAreaEntry,
} from 'shared-contracts';
import { DataSource, Repository } from 'typeorm';
import type { UpdateServiceAreaEntryDto } from './dto/update-service-area-entry.dto.js';
import type { ReadCache } from '../read-cache/read-cache.js';
import { ReadCaches } from '../read-cache/read-caches.service.js';
import { ServiceAreaZipEntity } from './entities/service-area-zip.entity.js';
import { toServiceAreaEntry } from './service-area.mapper.js';

@Injectable()
export class ServiceAreaService {
  /** The served ZIPs as a set: every ZIP check and quote consults it (see ReadCache for staleness bounds). */
  private readonly served: ReadCache<Set<string>>;

  constructor(
    @InjectRepository(ServiceAreaZipEntity) private readonly zips: Repository<ServiceAreaZipEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly caches: ReadCaches,
  ) {
    this.served = caches.create('service-area');
  }

  /** Callers pass a validated 5-digit ZIP. */
  async isServed(zipCode: string): Promise<boolean> {
    const set = await this.served.get('zips', async () => {
      const rows = await this.zips.find({ select: { zipCode: true } });
      return new Set(rows.map((row) => row.zipCode));
    });
    return set.has(zipCode);
  }

  async list(): Promise<ServiceAreaEntry[]> {
    const rows = await this.zips.find({ order: { zipCode: 'ASC' } });
    return rows.map(toServiceAreaEntry);
  }

  async neighborhoods(): Promise<string[]> {
    const rows: { neighborhood: string }[] = await this.zips
      .createQueryBuilder('z')
      .select('DISTINCT z.neighborhood', 'neighborhood')
      .where('z.neighborhood IS NOT NULL')
      .orderBy('neighborhood', 'ASC')
      .getRawMany();
    return rows.map((row) => row.neighborhood);
  }

  /**
   * Makes the list exactly `zipCodes` in one transaction: ZIPs that stay keep their neighborhood and region, new ones
   * get the default region, the rest are removed. The DTO has already refused bad or repeated entries.
   */
  async replace(zipCodes: string[]): Promise<ServiceAreaEntry[]> {
    this.caches.clearLocal('service-area');
    await this.dataSource.transaction(async (manager) => {
      await manager.query(`DELETE FROM "service_area_zip" WHERE NOT ("zip_code" = ANY($1::char(5)[]))`, [
        zipCodes,
      ]);
      if (zipCodes.length > 0) {
        await manager.query(
          `INSERT INTO "service_area_zip" ("zip_code", "region")
           SELECT zip, $2::service_area_region FROM unnest($1::char(5)[]) AS zip
           ON CONFLICT ("zip_code") DO NOTHING`,
          [zipCodes, DEFAULT_REGION],
        );
      }
    });
    await this.caches.invalidate('service-area');
    return this.list();
  }

  async update(zipCode: string, dto: UpdateServiceAreaEntryDto): Promise<ServiceAreaEntry> {
    const row = await this.zips.findOneBy({ zipCode });
    if (!row) throw new NotFoundException(MESSAGES.zip.notFound);
    row.neighborhood = dto.neighborhood ?? null;
    row.region = dto.region;
    return toServiceAreaEntry(await this.zips.save(row));
  }

  /**
   * Restores the built-in San Antonio list: adds missing ZIPs and fills a missing neighborhood, but never overwrites
   * what staff edited. Running it twice changes nothing the second time.
   */
  async populate(): Promise<PopulateResult> {
    this.caches.clearLocal('service-area');
    const result = await this.dataSource.transaction(async (manager) => {
      const params: (string | null)[] = [];
      const values = SERVICE_AREA_ZIPS.map((entry) => {
        const i = params.push(entry.zip_code, entry.neighborhood, entry.region);
        return `($${i - 2}, $${i - 1}, $${i}::service_area_region)`;
      });
      const rows: { inserted: boolean }[] = await manager.query(
        `INSERT INTO "service_area_zip" AS z ("zip_code", "neighborhood", "region") VALUES ${values.join(', ')}
         ON CONFLICT ("zip_code") DO UPDATE SET "neighborhood" = EXCLUDED."neighborhood"
           WHERE z."neighborhood" IS NULL AND EXCLUDED."neighborhood" IS NOT NULL
         RETURNING (xmax = 0) AS inserted`,
        params,
      );
      const inserted = rows.filter((row) => row.inserted).length;
      const [{ count }] = (await manager.query(`SELECT count(*)::int AS count FROM "service_area_zip"`)) as [
        { count: number },
      ];
      return { inserted, updated: rows.length - inserted, total: count };
    });
    // After the commit: another instance that reloads on the message must see the new rows.
    await this.caches.invalidate('service-area');
    return result;
  }
}
