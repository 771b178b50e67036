import { ApiProperty } from '@nestjs/swagger';

/** Who punches with a clock id, as a kiosk shows it, and the zone their local times are in. */
export class ClockIdAnswer {
  @ApiProperty() employeeId!: string;
  @ApiProperty({ minimum: 0, maximum: 999999999 }) clockId!: number;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Aroha Ngata',
    description: 'first and last name; null until the directory has heard of them since names were kept',
  })
  name!: string | null;
  @ApiProperty({
    example: 'Pacific/Auckland',
    description:
      "the employee's time zone (their structure node's, else the company's): the zone their timesheet shows, in which a local time of theirs is read",
  })
  timeZoneId!: string;
}
