import { FormList, FormNumber, FormText } from '@rollcall/platform';
import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, ValidateBy } from 'class-validator';
import { FIRST_MATARIKI_YEAR, LAST_MATARIKI_YEAR } from './matariki-dates.js';

/** GET /api/holidays/generate: what the generator would add for a year and region. */
export class HolidayPreviewQuery {
  @ApiProperty({
    type: 'integer',
    example: 2027,
    minimum: 1900,
    maximum: 2200,
    description: `the generator knows ${FIRST_MATARIKI_YEAR} to ${LAST_MATARIKI_YEAR}; another year is refused with badYear`,
  })
  @FormNumber()
  @ValidateBy({
    name: 'year',
    validator: {
      validate: (value: unknown) => Number.isInteger(value) && Number(value) >= 1900 && Number(value) <= 2200,
      defaultMessage: (args) =>
        Number.isInteger(args?.value)
          ? 'year must be between 1900 and 2200'
          : 'year must be a whole number such as 2027',
    },
  })
  year!: number;

  @ApiProperty({ example: 'Auckland', description: 'GET /api/holidays/regions lists them' })
  @FormText()
  @IsString({ message: 'region is required.' })
  region!: string;
}

/** POST /api/holidays/generate: add the reviewed selection of the generator's holidays. */
export class HolidayGenerateRequest extends HolidayPreviewQuery {
  @ApiProperty({ type: String, isArray: true, description: 'the system codes to add (from the preview)' })
  @FormList()
  @IsNotEmpty({ message: 'sysCodes is required.' })
  @IsString({ each: true, message: 'sysCodes must be a list of system codes' })
  sysCodes!: string[];
}
