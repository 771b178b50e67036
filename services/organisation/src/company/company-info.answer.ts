import { ApiProperty } from '@nestjs/swagger';

/** GET /api/company/info: every field of the spec's company detail (000 §3 "Company"). */
export class CompanyInfo {
  @ApiProperty() id!: string;
  @ApiProperty() licenses!: number;
  @ApiProperty() appLicenses!: number;
  @ApiProperty() code!: string;
  @ApiProperty({ description: 'the company name' }) name!: string;
  @ApiProperty({ type: String, nullable: true }) tradingName!: string | null;
  @ApiProperty({ type: String, nullable: true }) domain!: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'the device token kiosks punch with; only for callers who may update the company',
  })
  token!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'YYYY-MM-DD' }) openedOn!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'GET /api/company/logo?logoUrl=…' })
  logourl!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'the contact’s title' }) title!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'the contact e-mail' }) email!: string | null;
  @ApiProperty({ type: String, nullable: true }) mobile!: string | null;
  @ApiProperty({ type: String, nullable: true }) phone!: string | null;
  @ApiProperty({ type: String, nullable: true }) fax!: string | null;
  @ApiProperty({ type: String, nullable: true }) physicalAddr!: string | null;
  @ApiProperty({ type: String, nullable: true }) postalAddr!: string | null;
  @ApiProperty({ type: Number, nullable: true }) latitude!: number | null;
  @ApiProperty({ type: Number, nullable: true }) longitude!: number | null;
  @ApiProperty({ type: String, nullable: true }) jobLabel!: string | null;
  @ApiProperty({ type: String, nullable: true }) taskLabel!: string | null;
  @ApiProperty({ type: String, nullable: true }) actLabel!: string | null;
  @ApiProperty({ type: String, nullable: true }) partLabel!: string | null;
  @ApiProperty() standardHoursDisplayName!: string;
  @ApiProperty() guaranteedHoursDisplayName!: string;
  @ApiProperty() timeZoneId!: string;
  @ApiProperty({ type: String, nullable: true }) scheduleId!: string | null;
  @ApiProperty({ type: String, nullable: true }) timeRoundingId!: string | null;
  @ApiProperty({ enum: [0, 10, 15, 30, 45, 60], description: 'EA, minutes' }) exceptionThreshold!: number;
  @ApiProperty({ enum: [0, 10, 15, 30, 45, 60], description: 'LD, minutes' }) exceptionLDThreshold!: number;
  @ApiProperty({ type: String, isArray: true }) leaveNtReceivers!: string[];
  @ApiProperty() leaveNotifySupervisor!: boolean;
}
