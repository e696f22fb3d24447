// A reference beside the baseline: a bare Nest app (no middleware, guard or pipe) with one route returning a constant.
import 'reflect-metadata';
import { Controller, Get, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';

@Controller()
class ConstantController {
  @Get()
  get(): { ok: true } {
    return { ok: true };
  }
}

@Module({ controllers: [ConstantController] })
class BareModule {}

const app = await NestFactory.create(BareModule, { logger: false });
await app.listen(Number(process.env.PORT ?? 0), '127.0.0.1');
process.send?.({ ready: true });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
