import { Module } from '@nestjs/common';
import { APP_FILTER, APP_PIPE } from '@nestjs/core';
import { AuthModule } from './auth/auth.module.js';
import { ApiExceptionFilter } from './common/api-exception.filter.js';
import { createValidationPipe } from './common/validation.pipe.js';

/**
 * What every routed request passes inside Nest: the deny-by-default staff guard (AuthModule), the validation pipe and
 * the error filter. A module of its own so that the API bench's trivial baseline route passes exactly the same.
 */
@Module({
  imports: [AuthModule],
  providers: [
    // Registered as providers (not app.useGlobal*) so Test.createTestingModule apps get them too.
    { provide: APP_PIPE, useFactory: createValidationPipe },
    { provide: APP_FILTER, useClass: ApiExceptionFilter },
  ],
})
export class RequestPipelineModule {}
