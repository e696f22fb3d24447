import { BadRequestException, type ArgumentMetadata } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Min } from 'class-validator';
import { createValidationPipe } from './validation.pipe.js';

class PageQuery {
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? Number(value) : value))
  @IsInt({ message: 'page must be a whole number' })
  @Min(1, { message: 'page must be a whole number' })
  page?: number;
}

const asQuery: ArgumentMetadata = { type: 'query', metatype: PageQuery };

describe('validation pipe: a query validated before', () => {
  it('is answered as the first time, with an object of its own that a handler may change', async () => {
    const pipe = createValidationPipe();
    const first = (await pipe.transform({ page: '2' }, asQuery)) as PageQuery;
    const again = (await pipe.transform({ page: '2' }, asQuery)) as PageQuery;
    expect(again).toBeInstanceOf(PageQuery);
    expect(again).toEqual(first);
    expect(again).not.toBe(first);

    again.page = 9;
    first.page = 8;
    expect(await pipe.transform({ page: '2' }, asQuery)).toEqual(Object.assign(new PageQuery(), { page: 2 }));
    expect(await pipe.transform({ page: '3' }, asQuery)).toEqual(Object.assign(new PageQuery(), { page: 3 }));
  });

  it('is refused again, with the same message, and unknown parameters still are', async () => {
    const pipe = createValidationPipe();
    for (let i = 0; i < 2; i++) {
      await expect(pipe.transform({ page: '0' }, asQuery)).rejects.toThrow(BadRequestException);
      await expect(pipe.transform({ page: '0' }, asQuery)).rejects.toMatchObject({
        response: { message: ['page must be a whole number'] },
      });
      await expect(pipe.transform({ page: '2', extra: 'x' }, asQuery)).rejects.toThrow(BadRequestException);
    }
  });
});
