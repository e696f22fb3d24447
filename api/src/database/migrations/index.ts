import type { MigrationInterface } from 'typeorm';
import { InitialSchema1795317821379 } from './1795317821379-InitialSchema.js';
import { SeedServiceArea1795317821380 } from './1795317821380-SeedServiceArea.js';
import { SeedHistory1795447649992 } from './1795447649992-SeedHistory.js';
import { NotificationsAndSettings1795457794759 } from './1795457794759-NotificationsAndSettings.js';
import { InquiryPagingAndIdempotency1795700000000 } from './1795700000000-InquiryPagingAndIdempotency.js';
import { InquiryNotesAndStatusHistory1795800000000 } from './1795800000000-InquiryNotesAndStatusHistory.js';
import { ContentVersions1795900000000 } from './1795900000000-ContentVersions.js';
import { BusinessDetailsPage1796000000000 } from './1796000000000-BusinessDetailsPage.js';
import { GalleryTrash1796050000000 } from './1796050000000-GalleryTrash.js';
import { GalleryEditAndOrder1796100000000 } from './1796100000000-GalleryEditAndOrder.js';
import { GalleryItemVersions1796150000000 } from './1796150000000-GalleryItemVersions.js';
import { ContentDrafts1796200000000 } from './1796200000000-ContentDrafts.js';
import { QuotePhotos1796300000000 } from './1796300000000-QuotePhotos.js';
import { SpanishContent1796350000000 } from './1796350000000-SpanishContent.js';
import { GallerySpanish1796400000000 } from './1796400000000-GallerySpanish.js';
import { GalleryBeforePhoto1796450000000 } from './1796450000000-GalleryBeforePhoto.js';
import { QuoteFunnel1796900000000 } from './1796900000000-QuoteFunnel.js';
import { InquiryReplies1796950000000 } from './1796950000000-InquiryReplies.js';
import { InquiryLanguage1797000000000 } from './1797000000000-InquiryLanguage.js';
import { InquiryFollowUps1797050000000 } from './1797050000000-InquiryFollowUps.js';
import { FollowUpDigest1797060000000 } from './1797060000000-FollowUpDigest.js';
import { SiteTimeZone1797070000000 } from './1797070000000-SiteTimeZone.js';
import { ReplyTemplates1797080000000 } from './1797080000000-ReplyTemplates.js';
import { TypedOutboxJobs1797090000000 } from './1797090000000-TypedOutboxJobs.js';
import { VisitorReports1797100000000 } from './1797100000000-VisitorReports.js';

type MigrationClass = new () => MigrationInterface;

/** Listed explicitly (not globbed) so the same list works from dist/, from jest and in the CLI. Append only. */
export const MIGRATIONS: MigrationClass[] = [
  InitialSchema1795317821379,
  SeedServiceArea1795317821380,
  SeedHistory1795447649992,
  NotificationsAndSettings1795457794759,
  InquiryPagingAndIdempotency1795700000000,
  InquiryNotesAndStatusHistory1795800000000,
  ContentVersions1795900000000,
  BusinessDetailsPage1796000000000,
  GalleryTrash1796050000000,
  GalleryEditAndOrder1796100000000,
  GalleryItemVersions1796150000000,
  ContentDrafts1796200000000,
  QuotePhotos1796300000000,
  SpanishContent1796350000000,
  GallerySpanish1796400000000,
  GalleryBeforePhoto1796450000000,
  QuoteFunnel1796900000000,
  InquiryReplies1796950000000,
  InquiryLanguage1797000000000,
  InquiryFollowUps1797050000000,
  FollowUpDigest1797060000000,
  SiteTimeZone1797070000000,
  ReplyTemplates1797080000000,
  TypedOutboxJobs1797090000000,
  VisitorReports1797100000000,
];
