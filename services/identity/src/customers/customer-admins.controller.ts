import { Body, Controller, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { type Actor, CurrentActor, RequirePermission } from '@rollcall/platform';
import { CustomerAdminsService } from './customer-admins.service.js';
import { CreateCustomerAdminRequest, CustomerAdminCreated } from './customer-admin.request.js';

@ApiTags('customers')
@ApiBearerAuth()
@Controller('api/customers')
export class CustomerAdminsController {
  constructor(private readonly admins: CustomerAdminsService) {}

  @Post(':companyId/admin')
  @RequirePermission('customer', 'create')
  @ApiOperation({
    operationId: 'createCustomerAdmin',
    summary: "Superadmin only: a customer company's first admin user",
  })
  @ApiCreatedResponse({ type: CustomerAdminCreated })
  @ApiBadRequestResponse({ description: 'a field problem, or message noCompany (identity has not heard of it)' })
  @ApiConflictResponse({ description: 'message userEmailExit, or the company already has an active admin' })
  @ApiForbiddenResponse({ description: 'not a Superadmin' })
  async create(
    @CurrentActor() actor: Actor,
    @Param('companyId', new ParseUUIDPipe()) companyId: string,
    @Body() body: CreateCustomerAdminRequest,
  ): Promise<CustomerAdminCreated> {
    return { message: 'success', userId: await this.admins.createFirstAdmin(actor, companyId, body) };
  }
}
