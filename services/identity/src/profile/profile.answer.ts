import { ApiProperty } from '@nestjs/swagger';
import { DATE_FORMATS, TIME_FORMATS } from '../accounts/user.entity.js';

const optionalText = { type: String, nullable: true } as const;

export class Profile {
  @ApiProperty({ format: 'uuid' }) userId!: string;
  @ApiProperty() email!: string;
  @ApiProperty() firstName!: string;
  @ApiProperty() lastName!: string;
  @ApiProperty(optionalText) middleName!: string | null;
  @ApiProperty({ format: 'uuid' }) companyId!: string;
  @ApiProperty({ description: 'empty until the company is known to the identity service' }) companyName!: string;
  @ApiProperty({ description: "the token's role: Superadmin, Admin, Supervisor or Employee" }) roleName!: string;
  @ApiProperty({ type: String, nullable: true, example: '/dashboard' }) redirectUrl!: string | null;
  @ApiProperty({ description: 'offer the role select (Admin or Supervisor who is also an employee)' })
  allowLoginAsEmployee!: boolean;
  @ApiProperty({ enum: DATE_FORMATS, example: 'yyyy-MM-dd', description: 'yyyy-MM-dd until the user picks one' })
  dateFormat!: string;
  @ApiProperty({ enum: TIME_FORMATS, example: 'HH:mm', description: 'HH:mm until the user picks one' })
  timeFormat!: string;
  @ApiProperty({ ...optionalText, description: 'contact name' }) name!: string | null;
  @ApiProperty(optionalText) title!: string | null;
  @ApiProperty(optionalText) mobile!: string | null;
  @ApiProperty(optionalText) phone!: string | null;
  @ApiProperty(optionalText) fax!: string | null;
  @ApiProperty(optionalText) physicalAddress!: string | null;
  @ApiProperty(optionalText) postalAddress!: string | null;
  @ApiProperty({ ...optionalText, description: 'read the image from GET /api/avatars/{avatarFileName}' })
  avatarFileName!: string | null;
  @ApiProperty({ description: 'a mobile app PIN is set' }) hasPin!: boolean;
  @ApiProperty({
    type: String,
    isArray: true,
    nullable: true,
    description:
      "the structure nodes the session's Supervisor manages (whose people they see, with every node beneath); null when the role is not limited to managed nodes",
  })
  managedDepartmentIds!: string[] | null;
}
