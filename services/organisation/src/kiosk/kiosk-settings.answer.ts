import { ApiProperty } from '@nestjs/swagger';
import { PHOTO_QUALITIES, type PhotoQuality } from './kiosk-settings-rules.js';

export class KioskSettingsAnswer {
  @ApiProperty() enableCarRego!: boolean;
  @ApiProperty() enableComment!: boolean;
  @ApiProperty() enableDefaultWorkCode!: boolean;
  @ApiProperty() enableEmail!: boolean;
  @ApiProperty() welcomeMessage1!: string;
  @ApiProperty() welcomeMessage2!: string;
  @ApiProperty() enableEmployee!: boolean;
  @ApiProperty() enableVisitor!: boolean;
  @ApiProperty() enableContractor!: boolean;
  @ApiProperty() enableLeave!: boolean;
  @ApiProperty() enablePunchNote!: boolean;
  @ApiProperty({ enum: PHOTO_QUALITIES }) uploadPhotoQuality!: PhotoQuality;
}

export class KioskSettingsSaveAnswer extends KioskSettingsAnswer {
  @ApiProperty({ example: 'success' }) message!: string;
}
