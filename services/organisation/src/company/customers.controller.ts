import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { FormNumber, FormText, IsTimeZone, PageAnswer, PageQuery, RequirePermission } from '@rollcall/platform';
import { IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { CompaniesService } from './companies.service.js';
import { CustomerFeatureSettings } from './customer-feature-settings.js';
import { CustomerUpdateRequest } from './customer-update.request.js';

export class NewCustomerRequest {
  @ApiProperty() @FormText() @IsNotEmpty({ message: 'name is required.' }) @IsString() @MaxLength(200) name!: string;
  @ApiProperty() @FormText() @IsNotEmpty({ message: 'code is required.' }) @IsString() @MaxLength(50) code!: string;
  @ApiProperty({ example: 'Pacific/Auckland' })
  @FormText()
  @IsNotEmpty({ message: 'timeZoneId is required.' })
  @IsTimeZone()
  timeZoneId!: string;
  @ApiProperty({ minimum: 0, maximum: 1_000_000, description: 'how many Active employees the company may have' })
  @FormNumber()
  @IsInt({ message: 'licenses must be a whole number' })
  @Min(0)
  @Max(1_000_000)
  licenses!: number;
  @ApiPropertyOptional({
    minimum: 0,
    maximum: 1_000_000,
    description: 'how many employees may use the mobile app (default 0)',
  })
  @FormNumber()
  @IsOptional()
  @IsInt({ message: 'appLicenses must be a whole number' })
  @Min(0)
  @Max(1_000_000)
  appLicenses?: number;
}

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

/** Customer companies (tenants): Superadmin only. Identity adds each company's admin user separately. */
@ApiTags('customers')
@ApiBearerAuth()
@Controller('api/customers')
export class CustomersController {
  constructor(private readonly companies: CompaniesService) {}

  @Post()
  @RequirePermission('customer', 'create')
  @ApiOperation({
    operationId: 'createCustomer',
    summary: 'Create a customer company with its structure root and default pay types (Superadmin)',
  })
  @ApiOkResponse({ type: NewCustomerAnswer })
  async create(@Body() body: NewCustomerRequest): Promise<NewCustomerAnswer> {
    const company = await this.companies.createCompany({
      name: body.name,
      code: body.code,
      timeZoneId: body.timeZoneId,
      licenses: body.licenses,
      appLicenses: body.appLicenses ?? 0,
    });
    return { message: 'success', companyId: company.id };
  }

  @Get()
  @RequirePermission('customer', 'visible')
  @ApiOperation({
    operationId: 'listCustomers',
    summary: 'Every customer company with its licence counts (Superadmin)',
  })
  @ApiOkResponse({ type: CustomerRow, isArray: true })
  list(): Promise<CustomerRow[]> {
    return this.companies.listCustomers();
  }

  @Get('page')
  @RequirePermission('customer', 'visible')
  @ApiOperation({
    operationId: 'pageCustomers',
    summary: 'A page of the customer companies with licence counts (Superadmin): sort and search by every column',
  })
  @ApiOkResponse({ type: CustomerPage })
  page(@Query() query: PageQuery): Promise<CustomerPage> {
    return this.companies.pageCustomers(query);
  }

  @Get(':id')
  @RequirePermission('customer', 'visible')
  @ApiOperation({ operationId: 'getCustomer', summary: 'One customer company with its licence counts (Superadmin)' })
  @ApiOkResponse({ type: CustomerRow })
  get(@Param('id', new ParseUUIDPipe()) id: string): Promise<CustomerRow> {
    return this.companies.getCustomer(id);
  }

  @Post(':id')
  @HttpCode(200)
  @RequirePermission('customer', 'update')
  @ApiOperation({
    operationId: 'updateCustomer',
    summary:
      'Rename a customer company, change its licence counts or its features (Superadmin); 409 licencesInUse/appLicencesInUse',
  })
  @ApiOkResponse({ type: CustomerUpdateAnswer })
  async update(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: CustomerUpdateRequest,
  ): Promise<CustomerUpdateAnswer> {
    return { message: 'success', customer: await this.companies.updateCustomer(id, body) };
  }
}
