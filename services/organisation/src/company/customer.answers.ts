import { HttpStatus } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { PageAnswer } from '@rollcall/platform';
import { CustomerFeatureSettings } from './customer-feature-settings.js';

/** Refusals of the Superadmin's customer edit (the spec is silent; docs/api.md "Organisation"). */
export const CUSTOMER_ANSWERS = {
  licencesInUse: {
    status: HttpStatus.CONFLICT,
    text: 'Warning: The company has more Active employees than that many licences.',
  },
  appLicencesInUse: {
    status: HttpStatus.CONFLICT,
    text: 'Warning: More employees use the mobile app than that many app licences.',
  },
} as const;

export class NewCustomerAnswer {
  @ApiProperty({ example: 'success' }) message!: string;
  @ApiProperty() companyId!: string;
}

export class CustomerRow {
  @ApiProperty() id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() code!: string;
  @ApiProperty() timeZoneId!: string;
  @ApiProperty() licenses!: number;
  @ApiProperty({ description: 'Active employees' }) usedLicenses!: number;
  @ApiProperty() appLicenses!: number;
  @ApiProperty({ description: 'Active employees with the mobile app enabled' }) usedAppLicenses!: number;
  @ApiProperty() createdAt!: string;
  @ApiProperty({ type: CustomerFeatureSettings }) settings!: CustomerFeatureSettings;
}

export class CustomerUpdateAnswer {
  @ApiProperty({ example: 'success' }) message!: string;
  @ApiProperty({ type: CustomerRow }) customer!: CustomerRow;
}

export class CustomerPage extends PageAnswer(CustomerRow, 'CustomerPage') {}
