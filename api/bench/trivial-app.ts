/**
 * The bench's baseline: one public route returning a constant, in a Nest app built as the API is (createHttpApp:
 * security headers, CORS, body parsers, the global staff guard, validation pipe and error filter), with the bench's
 * settings. A route's "% of trivial" is then what the route itself costs, not the stack every route passes.
 */
import 'reflect-metadata';
import { Controller, Get, Module, type DynamicModule, type Type } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';

/** The API as `npm run build` compiled it (api/dist), typed here because importing src would compile it again. */
const built = (path: string) => import(new URL(`../../dist/${path}`, import.meta.url).href);
const { createHttpApp } = (await built('app.factory.js')) as {
  createHttpApp: (module: Type, options: { logger: false }) => Promise<NestExpressApplication>;
};
const { AppConfigModule } = (await built('config/config.module.js')) as {
  AppConfigModule: { forRoot(env: Record<string, string>): DynamicModule };
};
const { StorageModule } = (await built('storage/storage.module.js')) as { StorageModule: Type };
const { RequestPipelineModule } = (await built('request-pipeline.module.js')) as {
  RequestPipelineModule: Type;
};
const { Public } = (await built('auth/public.decorator.js')) as { Public: () => MethodDecorator };

@Controller('bench-trivial')
class ConstantController {
  @Public()
  @Get()
  get(): { ok: true } {
    return { ok: true };
  }
}

@Module({
  imports: [
    AppConfigModule.forRoot({ THROTTLE_ENABLED: 'false', NODE_ENV: 'production' }),
    StorageModule,
    RequestPipelineModule,
  ],
  controllers: [ConstantController],
})
class TrivialModule {}

const app = await createHttpApp(TrivialModule, { logger: false });
await app.listen(Number(process.env.PORT ?? 0), '127.0.0.1');
process.send?.({ ready: true });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
