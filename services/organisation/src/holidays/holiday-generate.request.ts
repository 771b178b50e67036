import { FormList, FormNumber, FormText } from '@rollcall/platform';
import { ApiProperty } from '@nestjs/swagger';
import { IsInt, IsNotEmpty, IsString } from 'class-validator';

/** GET /api/holidays/generate: what the generator would add for a year and region. */
export class HolidayPreviewQuery {
  @ApiProperty({ example: 2027 })
  @FormNumber()
  @IsInt({ message: 'year must be a whole number such as 2027' })
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
