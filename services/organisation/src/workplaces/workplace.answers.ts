import { PageAnswer } from '@rollcall/platform';
import { HttpStatus } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** The work sites area's refusals: `message` is the spec's code, `detail` its text. */
export const WORKPLACE_ANSWERS = {
  'name repeat': { status: HttpStatus.CONFLICT, text: 'Warning: The name already exist.' },
  'no company': { status: HttpStatus.BAD_REQUEST, text: 'Warning: The company does not exist.' },
  'site code repeat': { status: HttpStatus.CONFLICT, text: 'Warning: The site code already exist.' },
  invalidEmployees: { status: HttpStatus.BAD_REQUEST, text: 'Every employee must be an employee of the company.' },
} as const;

export const WORKPLACE_NOT_FOUND = 'Warning: The workplace does not exist.';

/** One work site of GET /api/workplaces, /api/workplaces/{id} and /api/workplaces/getByEmployeeId. */
export class WorkplaceAnswer {
  @ApiProperty() id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ description: 'true: Active' }) workSiteStatus!: boolean;
  @ApiProperty() address!: string;
  @ApiProperty({ example: '(-36.8485, 174.7633)' }) coordinate!: string;
  @ApiProperty() latitude!: number;
  @ApiProperty() longitude!: number;
  @ApiProperty({ description: 'geofence radius in metres' }) radius!: number;
  @ApiPropertyOptional({ type: String, nullable: true }) description!: string | null;
  @ApiProperty({ type: String, isArray: true }) employeeIds!: string[];
  @ApiPropertyOptional({ type: String, nullable: true }) siteCode!: string | null;
}

export class WorkplaceSaveAnswer {
  @ApiProperty({ example: 'success' }) message!: string;
  @ApiProperty({ description: 'the saved work site’s id' }) id!: string;
}

export class WorkplacePage extends PageAnswer(WorkplaceAnswer, 'WorkplacePage') {}
