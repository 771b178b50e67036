import { ApiProperty } from '@nestjs/swagger';

/** A stored avatar: the file name to put in the profile. */
export class AvatarUploaded {
  @ApiProperty({ example: 'success' }) message!: string;
  @ApiProperty({ example: '0b0e9c7e-3c53-4b8e-9a4c-0f6e2f6f1a2b.png' }) fileName!: string;
}
