import { HttpStatus } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { PageAnswer } from '@rollcall/platform';

/** The holiday answer codes (spec 002 §8 and the generator): `message` is the code, `detail` the text. */
export const HOLIDAY_ANSWERS = {
  exist: { status: HttpStatus.CONFLICT, text: 'Warning: Name has existed.' },
  alterdateBeforeDate: {
    status: HttpStatus.BAD_REQUEST,
    text: 'Warning: Alternative Date cannot be before Date.',
  },
  notFound: { status: HttpStatus.NOT_FOUND, text: 'Warning: The holiday does not exist.' },
} as const;

/** One holiday (GET /api/holidays rows and GET /api/holidays/{id}). */
export class HolidayRow {
  @ApiProperty() id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ description: 'YYYY-MM-DD' }) date!: string;
  @ApiProperty({ description: 'the observed date, YYYY-MM-DD' }) alterdate!: string;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'set on system holidays (e.g. NZ-ANZAC)' })
  sysCode!: string | null;
}

export class HolidaySaveAnswer {
  @ApiProperty({ example: 'success' }) message!: string;
  @ApiProperty({ description: 'the saved holiday' }) id!: string;
}

/** One holiday the New Zealand generator proposes. */
export class GeneratedHolidayRow {
  @ApiProperty({ example: 'NZ-ANZAC' }) sysCode!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ description: 'YYYY-MM-DD' }) date!: string;
  @ApiProperty({ description: 'the observed (Mondayised) date, YYYY-MM-DD' }) alterdate!: string;
  @ApiProperty({ description: 'already in the company (same system code or name in that year): not added again' })
  exists!: boolean;
}

export class HolidayPreview {
  @ApiProperty() year!: number;
  @ApiProperty() region!: string;
  @ApiProperty({ type: GeneratedHolidayRow, isArray: true, description: 'in date order' })
  holidays!: GeneratedHolidayRow[];
}

export class HolidayGenerateAnswer {
  @ApiProperty({ example: 'success' }) message!: string;
  @ApiProperty({ type: HolidayRow, isArray: true, description: 'the holidays added' }) added!: HolidayRow[];
  @ApiProperty({ type: GeneratedHolidayRow, isArray: true, description: 'selected but already there' })
  skipped!: GeneratedHolidayRow[];
}

export class NzRegionList {
  @ApiProperty({ type: String, isArray: true }) regions!: string[];
  @ApiProperty() firstYear!: number;
  @ApiProperty() lastYear!: number;
}

export class HolidayPage extends PageAnswer(HolidayRow, 'HolidayPage') {}
