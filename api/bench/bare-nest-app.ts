// The bench's baseline: a Nest app with one route returning a constant, on the same HTTP stack as the API.
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
class TrivialModule {}

const app = await NestFactory.create(TrivialModule, { logger: false });
await app.listen(Number(process.env.PORT ?? 0), '127.0.0.1');
process.send?.({ ready: true });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
