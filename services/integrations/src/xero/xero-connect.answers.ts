import { ApiProperty } from '@nestjs/swagger';

export class XeroAuthorizationAnswer {
  @ApiProperty({ description: "Xero's authorization page for this company; the console navigates the browser there" })
  url!: string;
}

export class XeroTenantAnswer {
  @ApiProperty() tenantId!: string;
  @ApiProperty() tenantName!: string;
  @ApiProperty({ enum: ['connected', 'reconnect'] }) status!: 'connected' | 'reconnect';
  @ApiProperty({ type: String, nullable: true, description: 'why it must be connected again' }) reason!: string | null;
  @ApiProperty({ format: 'date-time' }) connectedAt!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) refreshedAt!: string | null;
}

export class XeroStatusAnswer {
  @ApiProperty({ description: 'the server has a Xero app (XERO_CLIENT_ID and XERO_CLIENT_SECRET)' })
  configured!: boolean;
  @ApiProperty({ description: 'a tenant is connected and its tokens work' })
  connected!: boolean;
  @ApiProperty({ description: 'Xero refused the stored grant: connect again (/payrolltransfer/RequestAuthorization)' })
  reconnect!: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'the tenant the calls go to (the first connected)' })
  tenantName!: string | null;
  @ApiProperty({ type: [XeroTenantAnswer] })
  tenants!: XeroTenantAnswer[];
}
