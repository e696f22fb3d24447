import { jest } from '@jest/globals';
import { BadRequestException, ConflictException, Logger, type ArgumentsHost } from '@nestjs/common';
import { EntityNotFoundError, QueryFailedError } from 'typeorm';
import { ApiExceptionFilter, UploadExceptionFilter } from './api-exception.filter.js';
import { DATABASE_UNAVAILABLE } from './database-errors.js';

function run(filter: ApiExceptionFilter, exception: unknown) {
  const res = {
    headersSent: false,
    statusCode: 0,
    body: undefined as unknown,
    status(code: number) {
      this.statusCode = code;
      return this;
    },
    json(body: unknown) {
      this.body = body;
      return this;
    },
  };
  const host = { switchToHttp: () => ({ getResponse: () => res }) } as unknown as ArgumentsHost;
  filter.catch(exception, host);
  return { status: res.statusCode, body: res.body as Record<string, unknown> };
}

const pgError = (code: string, message = 'boom') =>
  new QueryFailedError('SELECT secret FROM internals', [], Object.assign(new Error(message), { code }));

describe('ApiExceptionFilter', () => {
  const filter = new ApiExceptionFilter();
  beforeAll(() => {
    jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  });

  it('gives validation errors one message string plus the full list', () => {
    const { status, body } = run(filter, new BadRequestException(['first rule', 'second rule']));
    expect(status).toBe(400);
    expect(body).toEqual({
      statusCode: 400,
      message: 'first rule',
      error: 'Bad Request',
      code: 'BAD_REQUEST', // issue 48: no catalogue message, so the status's name
      errors: ['first rule', 'second rule'],
    });
  });

  it('keeps a machine-readable code', () => {
    const { body } = run(filter, new ConflictException({ message: 'stale', code: 'STALE_VERSION' }));
    expect(body).toEqual({ statusCode: 409, message: 'stale', error: 'Conflict', code: 'STALE_VERSION' });
  });

  it.each([
    ['22P02', 400],
    ['22001', 400],
    ['23502', 400],
    ['23505', 409],
    ['40001', 409],
  ])('maps PostgreSQL error %s (a client fault) to %d without leaking SQL', (code, expected) => {
    const { status, body } = run(filter, pgError(code));
    expect(status).toBe(expected);
    expect(JSON.stringify(body)).not.toMatch(/secret|internals|boom/);
  });

  it.each([
    [
      'a refused connection',
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    ],
    ['the statement timeout', pgError('57014', 'canceling statement due to statement timeout')],
    ['the client-side query timeout', new QueryFailedError('SELECT 1', [], new Error('Query read timeout'))],
  ])('maps %s to 503 with a message the client recognises', (_what, error) => {
    const { status, body } = run(filter, error);
    expect(status).toBe(503);
    expect(body).toMatchObject({ message: DATABASE_UNAVAILABLE, code: 'DATABASE_UNAVAILABLE' });
  });

  it('maps a missing entity to 404', () => {
    expect(run(filter, new EntityNotFoundError('Inquiry', {})).status).toBe(404);
  });

  it('answers anything unknown with a bare 500, never the internal message', () => {
    const { status, body } = run(filter, new Error('password=hunter2 at /srv/app/secret.ts'));
    expect(status).toBe(500);
    expect(body).toEqual({
      statusCode: 500,
      message: 'Internal server error',
      error: 'Internal Server Error',
      code: 'INTERNAL_SERVER_ERROR',
    });
  });

  it('on upload routes, repeats the message in `error` (the spec client shows that field)', () => {
    const { body } = run(new UploadExceptionFilter(), new BadRequestException('Please select a file'));
    expect(body).toEqual({
      statusCode: 400,
      message: 'Please select a file',
      error: 'Please select a file',
      code: 'gallery.selectFile', // issue 48: the catalogue key of the message
    });
  });
});
