import { ApiProperty } from '@nestjs/swagger';

/** The generic answer of a save or delete: `success`, or the spec's answer code. */
export class MessageAnswer {
  @ApiProperty({ example: 'success' })
  message!: string;
}
