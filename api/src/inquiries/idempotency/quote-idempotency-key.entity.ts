import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { LIMITS, type Inquiry } from 'shared-contracts';
import { InquiryEntity } from '../entities/inquiry.entity.js';

/**
 * An Idempotency-Key the quote POST has answered, stored in the transaction that stored the inquiry: the key exists
 * exactly when the quote does, so a retry after a lost answer (or after an API restart) finds it.
 */
@Entity('quote_idempotency_key')
// The expiry sweep deletes by age.
@Index('IDX_quote_idempotency_key_created_at', ['createdAt'])
export class QuoteIdempotencyKeyEntity {
  @PrimaryColumn({
    type: 'varchar',
    length: LIMITS.idempotencyKey.maxLength,
    primaryKeyConstraintName: 'PK_quote_idempotency_key',
  })
  key!: string;

  /** SHA-256 of the request as validated: the same key with another request is refused (422). */
  @Column({ name: 'request_hash', type: 'char', length: 64 })
  requestHash!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  /** The inquiry it created; staff may delete that inquiry later, and the key still answers its first result. */
  @ManyToOne(() => InquiryEntity, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'inquiry_id', foreignKeyConstraintName: 'FK_quote_idempotency_key_inquiry' })
  inquiry?: InquiryEntity | null;

  @Column({ name: 'inquiry_id', type: 'uuid', nullable: true })
  inquiryId!: string | null;

  /** The first answer's body, replayed as it was (a later status change does not alter what the visitor was told). */
  @Column({ type: 'jsonb', nullable: true })
  response!: Inquiry | null;
}
