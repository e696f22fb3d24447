import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Server } from 'node:http';
import type { EnvironmentVariables } from '../config/env.js';
import { capConnectionsPerClient, type IsTrustedProxy } from './connection-cap.js';

/**
 * How often Node looks for requests past their timeouts. Its default (30 s) would let a 10 s header timeout run to
 * 40 s; read by the server when it starts listening.
 */
const TIMEOUT_CHECK_INTERVAL_MS = 1000;

/** Starts the HTTP server with the limits that end slow or piled-up connections (main.ts; tests that need a socket). */
export async function listen(app: NestExpressApplication, env: EnvironmentVariables): Promise<Server> {
  const server = app.getHttpServer() as Server;
  server.headersTimeout = env.HEADERS_TIMEOUT_MS;
  server.requestTimeout = env.REQUEST_TIMEOUT_MS;
  // An option of http.createServer that Nest does not pass on; the server reads the property when it starts listening.
  (server as Server & { connectionsCheckingInterval: number }).connectionsCheckingInterval =
    TIMEOUT_CHECK_INTERVAL_MS;
  const trusts = app.getHttpAdapter().getInstance().get('trust proxy fn') as (
    address: string,
    hop: number,
  ) => boolean;
  const isTrustedProxy: IsTrustedProxy = (address) => trusts(address, 0);
  capConnectionsPerClient(server, env.MAX_CONNECTIONS_PER_IP, isTrustedProxy);
  await app.listen(env.PORT, env.bindHost);
  return server;
}
