import { Body, Controller, Post, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { Inquiry } from 'shared-contracts';
import { Public } from '../auth/public.decorator.js';
import { CreateQuoteDto } from './dto/create-quote.dto.js';
import { InquiriesService } from './inquiries.service.js';

@ApiTags('public')
@Controller('public')
export class QuoteController {
  constructor(private readonly inquiries: InquiriesService) {}

  /** The public quote form. Rate-limited per client IP (THROTTLE_* settings; see TRUST_PROXY for the IP). */
  @Public()
  @UseGuards(ThrottlerGuard)
  @Post()
  @ApiCreatedResponse({ description: 'The stored inquiry (status New)' })
  @ApiBadRequestResponse({ description: 'A rule of the quote form failed, or code OUTSIDE_SERVICE_AREA' })
  @ApiTooManyRequestsResponse({ description: 'Too many quotes from this client IP' })
  create(@Body() dto: CreateQuoteDto): Promise<Inquiry> {
    return this.inquiries.createFromQuote(dto);
  }
}
