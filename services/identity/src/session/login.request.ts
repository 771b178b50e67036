import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class LoginRequest {
  @ApiProperty({ example: 'admin@example.com', maxLength: 320 })
  @IsString({ message: 'email must be a string' })
  @IsNotEmpty({ message: "Email can't be empty, please fill in a valid email here." })
  @MaxLength(320)
  email!: string;

  @ApiProperty({ format: 'password', maxLength: 1024 })
  @IsString({ message: 'password must be a string' })
  @IsNotEmpty({ message: 'Wrong password or click Forgot password to reset it.' })
  @MaxLength(1024)
  password!: string;

  @ApiProperty({ description: "the client application's type", example: 'web', maxLength: 64 })
  @IsString()
  @MaxLength(64)
  appType!: string;
}
