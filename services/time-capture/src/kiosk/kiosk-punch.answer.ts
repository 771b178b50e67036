import { ApiProperty } from '@nestjs/swagger';

export class KioskPunchAnswer {
  @ApiProperty({ example: 'success' }) message!: string;
  @ApiProperty() punchId!: string;
  @ApiProperty() employeeId!: string;
  @ApiProperty() punchTime!: string;
  @ApiProperty({ description: 'true when this was a replay of a punch already stored' }) duplicate!: boolean;
}
