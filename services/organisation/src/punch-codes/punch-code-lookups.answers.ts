import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** A position the generator's structure select offers. */
export class PunchCodePosition {
  @ApiProperty() id!: string;
  @ApiProperty() name!: string;
  @ApiPropertyOptional({ type: String, nullable: true }) punchCode!: string | null;
  @ApiProperty({ description: 'the names of its ancestors below the company root, top down, joined by " / "' })
  path!: string;
}
