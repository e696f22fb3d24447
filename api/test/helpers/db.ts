import type { INestApplication } from '@nestjs/common';
import { SERVICE_AREA_ZIPS, STARTER_REPLY_TEMPLATES } from 'shared-contracts';
import { DataSource } from 'typeorm';

/** Tables a reset keeps: the migrations run and the record of one-time seeds. */
const KEPT_TABLES = new Set(['migrations', 'seed_history']);

/**
 * The API's tables, each after every table whose foreign keys point at it, read once per database from its catalog
 * (so a table a migration adds is emptied too, without a list to keep in step).
 */
const tablesInDeleteOrder = new WeakMap<DataSource, Promise<string[]>>();

async function readTablesInDeleteOrder(ds: DataSource): Promise<string[]> {
  const tables = (
    (await ds.query(
      `SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename`,
    )) as { name: string }[]
  )
    .map((row) => row.name)
    .filter((name) => !KEPT_TABLES.has(name));
  const references = (await ds.query(
    `SELECT child.relname AS child, parent.relname AS parent
       FROM pg_constraint fk
       JOIN pg_class child ON child.oid = fk.conrelid
       JOIN pg_class parent ON parent.oid = fk.confrelid
      WHERE fk.contype = 'f' AND child.relnamespace = current_schema()::regnamespace
        AND fk.conrelid <> fk.confrelid`,
  )) as { child: string; parent: string }[];
  const ordered: string[] = [];
  const placed = new Set<string>();
  const place = (table: string, path: string[]): void => {
    if (placed.has(table)) return;
    if (path.includes(table)) throw new Error(`foreign keys form a cycle: ${[...path, table].join(' -> ')}`);
    for (const { child } of references.filter((reference) => reference.parent === table))
      place(child, [...path, table]);
    placed.add(table);
    ordered.push(table);
  };
  for (const table of tables) place(table, []);
  return ordered.filter((table) => tables.includes(table));
}

/**
 * Empties every table the API owns; tests start from a fresh install's state: empty, plus the built-in ZIP list and
 * the starter reply templates (what the seed migrations insert). DELETE, not TRUNCATE: a TRUNCATE gives each table
 * new files that PostgreSQL syncs to disk, about 0.4 s for the API's tables on this machine against about 15 ms for
 * deleting their few rows, and the API's tests reset before each of some 300 tests (issue 42).
 */
export async function resetDatabase(target: INestApplication | DataSource): Promise<void> {
  const ds = target instanceof DataSource ? target : target.get(DataSource);
  let order = tablesInDeleteOrder.get(ds);
  if (!order) tablesInDeleteOrder.set(ds, (order = readTablesInDeleteOrder(ds)));
  const tables = await order;
  await ds.transaction(async (manager) => {
    for (const table of tables) await manager.query(`DELETE FROM "${table}"`);
  });
  await ds.query(
    `INSERT INTO "service_area_zip" ("zip_code", "neighborhood", "region")
     SELECT * FROM unnest($1::char(5)[], $2::varchar[], $3::service_area_region[])`,
    [
      SERVICE_AREA_ZIPS.map((z) => z.zip_code),
      SERVICE_AREA_ZIPS.map((z) => z.neighborhood),
      SERVICE_AREA_ZIPS.map((z) => z.region),
    ],
  );
  await ds.query(
    `INSERT INTO "reply_template" ("title", "text", "position")
     SELECT * FROM unnest($1::varchar[], $2::varchar[], $3::int[])`,
    [
      STARTER_REPLY_TEMPLATES.map((template) => template.title),
      STARTER_REPLY_TEMPLATES.map((template) => template.text),
      STARTER_REPLY_TEMPLATES.map((_template, index) => index + 1),
    ],
  );
}

export async function count(app: INestApplication, table: string): Promise<number> {
  const [row] = (await app.get(DataSource).query(`SELECT count(*)::int AS n FROM "${table}"`)) as [
    { n: number },
  ];
  return row.n;
}
