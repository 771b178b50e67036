import { ApiProperty } from '@nestjs/swagger';
import { toStringList } from '@rollcall/platform';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsUUID } from 'class-validator';

/** The most punch pairs one approve or disapprove takes. */
export const PUNCH_PAIRS_LIMIT = 500;

/** POST /time-approvals/approveAllSelected and /unapproveAllSelected (JSON, or a form with a comma-joined list). */
export class PunchPairIdsRequest {
  @ApiProperty({ type: String, isArray: true, description: 'the pairs’ ids (their in punches’ ids)' })
  @Transform(toStringList)
  @IsArray({ message: 'punchPairIds must be a list of punch pair ids' })
  @ArrayNotEmpty({ message: 'punchPairIds must name at least one punch pair' })
  @ArrayMaxSize(PUNCH_PAIRS_LIMIT, {
    message: `punchPairIds may name at most ${PUNCH_PAIRS_LIMIT} punch pairs at a time`,
  })
  @IsUUID('all', { each: true, message: 'punchPairIds must be a list of punch pair ids' })
  punchPairIds!: string[];
}
