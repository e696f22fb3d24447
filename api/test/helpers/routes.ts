import type { INestApplication } from '@nestjs/common';

export interface RegisteredRoute {
  method: string;
  path: string;
}

interface Layer {
  route?: { path: string; methods: Record<string, boolean> };
}

const MOUNTED_ON_EVERY_PATH = /\{\/\*\w+\}$|\/\*\w*$/;

/**
 * Every route Nest registered, read from the Express router it populated, so a route added later is covered by the
 * tests without anyone updating a list.
 */
export function registeredRoutes(app: INestApplication): RegisteredRoute[] {
  const express = app.getHttpAdapter().getInstance() as { router: { stack: Layer[] } };
  const routes: RegisteredRoute[] = [];
  for (const layer of express.router.stack) {
    // A wildcard is no endpoint of ours: it is a middleware Nest mounts on every path for every method (nestjs-pino
    // binding each request's logger, issue 45), which then hands the request on.
    if (!layer.route || MOUNTED_ON_EVERY_PATH.test(layer.route.path)) continue;
    for (const [method, enabled] of Object.entries(layer.route.methods)) {
      if (enabled && method !== '_all') routes.push({ method: method.toUpperCase(), path: layer.route.path });
    }
  }
  return routes;
}

/** A concrete URL for a route pattern: params get plausible values so only the auth decision is under test. */
export function concretePath(path: string, values: Record<string, string> = {}): string {
  const defaults: Record<string, string> = {
    id: '3f1c2b7e-8d4a-4c5b-9e6f-0a1b2c3d4e5f',
    zipCode: '78205',
    page: 'home',
    number: '1',
    ...values,
  };
  return path.replace(/:(\w+)/g, (_, name: string) => defaults[name] ?? 'x');
}
