import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { freePorts } from './net';

/**
 * The firebase.json an Auth emulator on `authPort` runs with. The root firebase.json names the default port; for
 * any other AUTH_EMULATOR_PORT (a second stack on the machine) a copy under .runtime/ moves the emulator there, and
 * its hub and logging ports to free ones, since their fixed defaults (4400, 4500) would collide with the other stack.
 */
export async function emulatorConfigFile(rootDir: string, authPort: number): Promise<string> {
  const rootConfig = path.join(rootDir, 'firebase.json');
  const config = JSON.parse(readFileSync(rootConfig, 'utf8')) as {
    emulators: { auth: { host: string; port: number } } & Record<string, unknown>;
  };
  if (config.emulators.auth.port === authPort) return rootConfig;
  const [hub, logging] = await freePorts(2);
  const file = path.join(rootDir, '.runtime', `firebase-${authPort}.json`);
  mkdirSync(path.dirname(file), { recursive: true });
  const emulators = {
    ...config.emulators,
    auth: { ...config.emulators.auth, port: authPort },
    hub: { host: config.emulators.auth.host, port: hub },
    logging: { host: config.emulators.auth.host, port: logging },
  };
  writeFileSync(file, JSON.stringify({ ...config, emulators }, null, 2) + '\n');
  return file;
}
