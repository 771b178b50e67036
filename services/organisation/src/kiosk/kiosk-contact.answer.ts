import { PageAnswer } from '@rollcall/platform';
import { ApiProperty } from '@nestjs/swagger';

export class KioskContactAnswer {
  @ApiProperty() id!: string;
  @ApiProperty() firstname!: string;
  @ApiProperty() lastname!: string;
  @ApiProperty({ type: String, nullable: true }) mobile!: string | null;
  @ApiProperty() email!: string;
  @ApiProperty({ type: String, nullable: true, description: 'the structure node id' }) department!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'the structure node name' })
  departmentName!: string | null;
}

export class KioskContactSaveAnswer {
  @ApiProperty({ example: 'success' }) message!: string;
  @ApiProperty() id!: string;
}

export class KioskContactPage extends PageAnswer(KioskContactAnswer, 'KioskContactPage') {}
