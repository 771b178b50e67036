import { ApiProperty } from '@nestjs/swagger';
import { KIOSK_USER_TYPES, type KioskUserType } from './kiosk-contents-rules.js';
import { KioskContentItemBody } from './kiosk-contents.request.js';

export class KioskLabelMapAnswer {
  @ApiProperty() Visitor!: string;
  @ApiProperty() Contractor!: string;
}

export class KioskContentsMapAnswer {
  @ApiProperty({ type: KioskContentItemBody, isArray: true }) Visitor!: KioskContentItemBody[];
  @ApiProperty({ type: KioskContentItemBody, isArray: true }) Contractor!: KioskContentItemBody[];
}

export class KioskContentsAnswer {
  @ApiProperty({ type: KioskLabelMapAnswer }) kioskUserTypeToLabelMap!: KioskLabelMapAnswer;
  @ApiProperty({ type: KioskContentsMapAnswer }) kioskUserTypeToKioskContentsMap!: KioskContentsMapAnswer;
}

export class KioskContentsSaveAnswer extends KioskContentsAnswer {
  @ApiProperty({ example: 'success' }) message!: string;
}

/** What a kiosk shows for one user type. */
export class KioskTypeContentsAnswer {
  @ApiProperty({ enum: KIOSK_USER_TYPES }) type!: KioskUserType;
  @ApiProperty() label!: string;
  @ApiProperty({ type: KioskContentItemBody, isArray: true }) contents!: KioskContentItemBody[];
}
