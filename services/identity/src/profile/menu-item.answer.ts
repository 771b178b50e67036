import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class MenuItem {
  @ApiProperty() key!: string;
  @ApiProperty() name!: string;
  @ApiProperty() path!: string;
  @ApiPropertyOptional({ type: String, nullable: true }) icon?: string | null;
  @ApiPropertyOptional({ type: () => [MenuItem] }) menuItems?: MenuItem[];
}
