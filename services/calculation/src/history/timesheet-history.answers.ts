import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { CHANGED_ENTITIES } from '@rollcall/contracts';
import { PageAnswer } from '@rollcall/platform';

export class ChangeAuthorAnswer {
  @ApiPropertyOptional({ type: String, nullable: true }) userId!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'the login that made the change' })
  email!: string | null;
}

/** One change to a record of the day: who, when, why, before and after. */
export class TimesheetChange {
  @ApiProperty() changeId!: string;
  @ApiProperty({ enum: CHANGED_ENTITIES }) entity!: string;
  @ApiProperty() entityId!: string;
  @ApiProperty({ type: [String], description: 'other records the change is about (the punches of a pair)' })
  relatedIds!: string[];
  @ApiProperty({ enum: ['created', 'updated', 'deleted'] }) action!: 'created' | 'updated' | 'deleted';
  @ApiPropertyOptional({ type: String, nullable: true, description: 'why, as the person gave it' })
  reason!: string | null;
  @ApiProperty({ type: ChangeAuthorAnswer }) changedBy!: ChangeAuthorAnswer;
  @ApiProperty({ description: 'ISO instant' }) changedAt!: string;
  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    nullable: true,
    description: 'the record before, field by field (null: created)',
  })
  before!: Record<string, unknown> | null;
  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    nullable: true,
    description: 'the record after, field by field (null: deleted)',
  })
  after!: Record<string, unknown> | null;
}

export const TimesheetHistoryPage = PageAnswer(TimesheetChange, 'TimesheetHistoryPage');
