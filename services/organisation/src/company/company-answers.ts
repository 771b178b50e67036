import { ApiProperty } from '@nestjs/swagger';

export class MessageAnswer {
  @ApiProperty({ example: 'success' }) message!: string;
}

export class LogoUploadAnswer {
  @ApiProperty({ example: 'success' }) message!: string;
  @ApiProperty({ description: 'the file name to show it with: GET /api/company/logo?logoUrl=…' }) logoUrl!: string;
}
