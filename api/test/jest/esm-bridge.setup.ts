// See esm-bridge.transform.cjs: hands ESM-only packages to the CommonJS libraries that require() them.
import * as common from '@nestjs/common';
import * as core from '@nestjs/core';
import * as jose from 'jose';

(globalThis as unknown as { __nestEsmBridge: Record<string, unknown> }).__nestEsmBridge = {
  '@nestjs/common': common,
  '@nestjs/core': core,
  jose,
};
