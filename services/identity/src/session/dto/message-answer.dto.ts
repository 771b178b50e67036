import { ApiProperty } from '@nestjs/swagger';

export class MessageAnswer {
  @ApiProperty({ example: 'success' })
  message!: string;
}
