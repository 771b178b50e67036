import { ApiProperty } from '@nestjs/swagger';
import { ACTIONS, RESOURCES, ROLES } from '@rollcall/contracts';

export class RoleChoice {
  @ApiProperty({ example: '3' }) id!: string;
  @ApiProperty({ enum: ROLES, example: 'Supervisor' }) name!: string;
}

export class ResourceActions {
  @ApiProperty({ enum: RESOURCES, example: 'user' }) name!: string;
  @ApiProperty({ enum: ACTIONS, isArray: true }) actions!: string[];
}
