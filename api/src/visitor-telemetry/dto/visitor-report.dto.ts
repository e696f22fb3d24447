import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsString, Matches, MaxLength, ValidateBy, type ValidationArguments } from 'class-validator';
import {
  isVisitorMetric,
  LOCALES,
  MESSAGES,
  VISITOR_REPORT_KINDS,
  VISITOR_REPORT_LIMITS as L,
  VISITOR_REPORTERS,
  VISITOR_ROUTE_PATTERN,
  VISITOR_VERSION_PATTERN,
  type Locale,
  type VisitorReport,
  type VisitorReportKind,
  type VisitorReporter,
} from 'shared-contracts';
import { Trim } from '../../common/transforms.js';

const invalid = MESSAGES.visitorTelemetry.reportInvalid;

const reportsAVital = (args: ValidationArguments) => {
  const kind = (args.object as { kind?: unknown }).kind;
  return typeof kind === 'string' && isVisitorMetric(kind);
};

/**
 * A field only one sort of report carries: present and valid on it, absent on the other (visitorReportSchema's
 * refinement). One rule, since class-validator's ValidateIf/IsOptional would skip the "absent" half.
 */
const OnlyOnA = (sort: 'vital' | 'error', valid: (value: unknown) => boolean) =>
  ValidateBy(
    {
      name: `onlyOnA${sort}`,
      validator: {
        validate: (value: unknown, args?: ValidationArguments) =>
          reportsAVital(args!) === (sort === 'vital') ? valid(value) : value === undefined,
      },
    },
    { message: invalid },
  );

/** POST /api/public/visitor-reports: the rules of visitorReportSchema (shared-contracts). */
export class VisitorReportDto implements VisitorReport {
  @ApiProperty({ maxLength: L.routeMax, pattern: VISITOR_ROUTE_PATTERN.source, example: '/services' })
  @IsString({ message: invalid })
  @MaxLength(L.routeMax, { message: invalid })
  @Matches(VISITOR_ROUTE_PATTERN, { message: invalid })
  route!: string;

  @ApiProperty({ enum: LOCALES })
  @IsIn(LOCALES, { message: invalid })
  language!: Locale;

  @ApiProperty({ enum: VISITOR_REPORTERS })
  @IsIn(VISITOR_REPORTERS, { message: invalid })
  remote!: VisitorReporter;

  @ApiProperty({ maxLength: L.versionMax, pattern: VISITOR_VERSION_PATTERN.source, example: '1.0.0' })
  @IsString({ message: invalid })
  @MaxLength(L.versionMax, { message: invalid })
  @Matches(VISITOR_VERSION_PATTERN, { message: invalid })
  remoteVersion!: string;

  @ApiProperty({ enum: VISITOR_REPORT_KINDS })
  @IsIn(VISITOR_REPORT_KINDS, { message: invalid })
  kind!: VisitorReportKind;

  @ApiProperty({
    required: false,
    minimum: 0,
    maximum: L.valueMax,
    description: 'LCP and INP in milliseconds, CLS as its score; web vitals only',
  })
  @OnlyOnA('vital', (value) => typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= L.valueMax)
  value?: number;

  @ApiProperty({ required: false, minLength: 1, maxLength: L.messageMax, description: 'Errors only' })
  @Trim()
  @OnlyOnA('error', (value) => typeof value === 'string' && value.length >= 1 && value.length <= L.messageMax)
  message?: string;
}
