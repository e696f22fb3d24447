import { API_PATHS, SERVICE_AREA_ZIPS, type ServiceAreaEntry } from 'shared-contracts';
import { ApiRequestError, type RequestOptions } from 'web-kit';

type Call = { path: string; method: string; body?: unknown };

/**
 * An in-memory stand-in for the service-area endpoints behind a mocked apiRequest. Tests read `calls` and flip
 * `fail` to make one endpoint answer 500.
 */
export function createFakeServiceAreaApi(initial: readonly ServiceAreaEntry[] = SERVICE_AREA_ZIPS) {
  const state = {
    entries: initial.map((e) => ({ ...e })),
    calls: [] as Call[],
    fail: new Set<'list' | 'neighborhoods' | 'replace' | 'update' | 'populate'>(),
  };
  const error = () =>
    new ApiRequestError(500, '{"statusCode":500,"message":"boom","error":"Internal"}', null, 'x');

  async function apiRequest(path: string, options: RequestOptions = {}): Promise<unknown> {
    const method = options.method ?? 'GET';
    state.calls.push({ path, method, body: options.body });
    if (path === API_PATHS.adminServiceArea() && method === 'GET') {
      if (state.fail.has('list')) throw error();
      return state.entries.map((e) => ({ ...e }));
    }
    if (path === API_PATHS.adminNeighborhoods()) {
      if (state.fail.has('neighborhoods')) throw error();
      return [...new Set(state.entries.flatMap((e) => (e.neighborhood ? [e.neighborhood] : [])))].sort();
    }
    if (path === API_PATHS.adminServiceArea() && method === 'PUT') {
      if (state.fail.has('replace')) throw error();
      const { zipCodes } = options.body as { zipCodes: string[] };
      const known = new Map(state.entries.map((e) => [e.zip_code, e]));
      state.entries = zipCodes.map(
        (zip) => known.get(zip) ?? { zip_code: zip, neighborhood: null, region: 'San Antonio' },
      );
      return { total: zipCodes.length };
    }
    if (path === API_PATHS.adminPopulateServiceArea()) {
      if (state.fail.has('populate')) throw error();
      state.entries = SERVICE_AREA_ZIPS.map((e) => ({ ...e }));
      return { inserted: 0, updated: SERVICE_AREA_ZIPS.length, total: SERVICE_AREA_ZIPS.length };
    }
    if (path.startsWith(`${API_PATHS.adminServiceArea()}/`) && method === 'PUT') {
      if (state.fail.has('update')) throw error();
      const body = options.body as {
        zipCode: string;
        neighborhood: string | null;
        region: ServiceAreaEntry['region'];
      };
      state.entries = state.entries.map((e) =>
        e.zip_code === body.zipCode
          ? { zip_code: body.zipCode, neighborhood: body.neighborhood, region: body.region }
          : e,
      );
      return {};
    }
    throw new Error(`unexpected call ${method} ${path}`);
  }

  return { state, apiRequest };
}
