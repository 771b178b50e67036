import { ApiProperty } from '@nestjs/swagger';

export class Profile {
  @ApiProperty({ format: 'uuid' }) userId!: string;
  @ApiProperty() email!: string;
  @ApiProperty() firstName!: string;
  @ApiProperty() lastName!: string;
  @ApiProperty({ format: 'uuid' }) companyId!: string;
  @ApiProperty({ description: 'empty until the company is known to the identity service' }) companyName!: string;
  @ApiProperty({ description: "the token's role: Superadmin, Admin, Supervisor or Employee" }) roleName!: string;
  @ApiProperty({ type: String, nullable: true, example: '/dashboard' }) redirectUrl!: string | null;
  @ApiProperty({ description: 'offer the role select (Admin or Supervisor who is also an employee)' })
  allowLoginAsEmployee!: boolean;
  @ApiProperty({ example: 'YYYY-MM-DD' }) dateFormat!: string;
  @ApiProperty({ example: 'HH:mm' }) timeFormat!: string;
}
