import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { PageQuery, RequirePermission } from '@rollcall/platform';
import { CompaniesService } from './companies.service.js';
import { CustomerPage, CustomerRow, CustomerUpdateAnswer, NewCustomerAnswer } from './customer.answers.js';
import { CustomerUpdateRequest } from './customer-update.request.js';
import { NewCustomerRequest } from './new-customer.request.js';

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
