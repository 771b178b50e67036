import { Controller, Get, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Actor, CurrentActor, RequirePermission, StatusPageQuery } from '@rollcall/platform';
import { WorkplaceAnswer, WorkplacePage } from './workplace.answers.js';
import { WorkplaceListQuery, WorkplacesOfEmployeeQuery } from './workplace-save.request.js';
import { WorkplacesService } from './workplaces.service.js';

@ApiTags('workplaces')
@ApiBearerAuth()
@Controller('api/workplaces')
export class WorkplacesController {
  constructor(private readonly workplaces: WorkplacesService) {}

  @Get()
  @RequirePermission('workplace', 'visible')
  @ApiOperation({
    operationId: 'listWorkplaces',
    summary: 'The company’s work sites by name; status true/false filters',
  })
  @ApiOkResponse({ type: WorkplaceAnswer, isArray: true })
  list(@CurrentActor() actor: Actor, @Query() query: WorkplaceListQuery): Promise<WorkplaceAnswer[]> {
    const active = query.status === 'true' ? true : query.status === 'false' ? false : null;
    return this.workplaces.list(actor.companyId, active);
  }

  @Get('page')
  @RequirePermission('workplace', 'visible')
  @ApiOperation({
    operationId: 'pageWorkplaces',
    summary: 'A page of the company’s work sites: sort and search by name, status, address, coordinate and radius',
  })
  @ApiOkResponse({ type: WorkplacePage })
  page(@CurrentActor() actor: Actor, @Query() query: StatusPageQuery): Promise<WorkplacePage> {
    return this.workplaces.page(actor.companyId, query);
  }

  @Get('getByEmployeeId')
  @ApiOperation({
    operationId: 'listWorkplacesOfEmployee',
    summary: 'The active work sites an employee may punch at (the employee themself, or who may see work sites)',
  })
  @ApiOkResponse({ type: WorkplaceAnswer, isArray: true })
  ofEmployee(@CurrentActor() actor: Actor, @Query() query: WorkplacesOfEmployeeQuery): Promise<WorkplaceAnswer[]> {
    return this.workplaces.ofEmployee(actor, query.employeeId);
  }

  @Get(':id')
  @RequirePermission('workplace', 'visible')
  @ApiOperation({ operationId: 'getWorkplace', summary: 'One work site of the caller’s company' })
  @ApiOkResponse({ type: WorkplaceAnswer })
  get(@CurrentActor() actor: Actor, @Param('id', new ParseUUIDPipe()) id: string): Promise<WorkplaceAnswer> {
    return this.workplaces.get(actor.companyId, id);
  }
}
