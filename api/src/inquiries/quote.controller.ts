import { Body, Controller, Headers, Post, Res, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiHeader,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { Response } from 'express';
import { IDEMPOTENCY_KEY_HEADER, LIMITS, type Inquiry } from 'shared-contracts';
import { Public } from '../auth/public.decorator.js';
import { CreateQuoteDto } from './dto/create-quote.dto.js';
import { parseIdempotencyKey } from './idempotency/idempotency-key.js';
import { IdempotentQuotesService } from './idempotency/idempotent-quotes.service.js';
import { InquiriesService } from './inquiries.service.js';
import { QUOTE_LANGUAGE_HEADER, quoteLanguageOf } from './quote-language.js';

@ApiTags('public')
@Controller('public')
export class QuoteController {
  constructor(
    private readonly inquiries: InquiriesService,
    private readonly idempotentQuotes: IdempotentQuotesService,
  ) {}

  /** The public quote form. Rate-limited per client IP (THROTTLE_* settings; see TRUST_PROXY for the IP). */
  @Public()
  @UseGuards(ThrottlerGuard)
  @Post()
  @ApiHeader({
    name: 'Content-Language',
    required: false,
    description:
      "The form's language (issue 30): es writes the visitor's confirmation in Spanish; en, absent or anything else: English (never refused)",
  })
  @ApiHeader({
    name: IDEMPOTENCY_KEY_HEADER,
    required: false,
    description: `One per submission; a repeat within ${LIMITS.idempotencyKey.ttlHours} h answers the first result`,
  })
  @ApiCreatedResponse({ description: 'The stored inquiry (status New); Idempotent-Replayed: true on a repeat' })
  @ApiBadRequestResponse({ description: 'A rule of the quote form failed, or code OUTSIDE_SERVICE_AREA' })
  @ApiUnprocessableEntityResponse({ description: 'The Idempotency-Key was used for a different request' })
  @ApiTooManyRequestsResponse({ description: 'Too many quotes from this client IP' })
  async create(
    @Body() dto: CreateQuoteDto,
    @Headers(IDEMPOTENCY_KEY_HEADER.toLowerCase()) keyHeader: string | undefined,
    @Headers(QUOTE_LANGUAGE_HEADER) languageHeader: string | undefined,
    @Res({ passthrough: true }) res: Response,
  ): Promise<Inquiry> {
    const key = parseIdempotencyKey(keyHeader);
    const language = quoteLanguageOf(languageHeader);
    if (key === undefined) return this.inquiries.createFromQuote(dto, language);
    const { inquiry, replayed } = await this.idempotentQuotes.create(key, dto, language);
    if (replayed) res.setHeader('Idempotent-Replayed', 'true');
    return inquiry;
  }
}
