import { Controller, Get, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Actor, CurrentActor, RequirePermission } from '@rollcall/platform';
import { SelectedDepartment } from '../department-filter/department-filter.answers.js';
import { DepartmentFilterService } from '../department-filter/department-filter.service.js';
import { DepartmentsService } from './departments.service.js';
import { DepartmentTreeQuery } from './department-tree.query.js';
import {
  ChildCompanyStructure,
  CompanyStructureLevel,
  DepartmentDetail,
  DepartmentNode,
  NextPunchCode,
} from './structure.answers.js';

@ApiTags('structure')
@ApiBearerAuth()
@Controller('api/departments')
export class DepartmentsController {
  constructor(
    private readonly departments: DepartmentsService,
    private readonly filter: DepartmentFilterService,
  ) {}

  @Get()
  @RequirePermission('department', 'visible')
  @ApiOperation({ operationId: 'getDepartmentTree', summary: 'The company structure tree from its root' })
  @ApiOkResponse({ type: DepartmentNode, isArray: true })
  tree(@CurrentActor() actor: Actor, @Query() query: DepartmentTreeQuery): Promise<DepartmentNode[]> {
    return this.departments.tree(actor.companyId, query.status ?? 'Active');
  }

  @Get('next-punch-code')
  @RequirePermission('department', 'visible')
  @ApiOperation({ operationId: 'getNextPunchCode', summary: 'A punch code to suggest for a new position' })
  @ApiOkResponse({ type: NextPunchCode })
  async nextPunchCode(@CurrentActor() actor: Actor): Promise<NextPunchCode> {
    return { punchCode: await this.departments.nextPunchCode(actor.companyId) };
  }

  @Get('selected')
  @RequirePermission('department', 'visible')
  @ApiOperation({ operationId: 'getSelectedDepartment', summary: 'The header’s department filter of the caller' })
  @ApiOkResponse({ type: SelectedDepartment })
  async selected(@CurrentActor() actor: Actor): Promise<SelectedDepartment> {
    return { departmentId: await this.filter.selected(actor) };
  }

  @Get(':id')
  @RequirePermission('department', 'visible')
  @ApiOperation({ operationId: 'getDepartment', summary: 'One node of the caller’s company, with its form fields' })
  @ApiOkResponse({ type: DepartmentDetail })
  detail(@CurrentActor() actor: Actor, @Param('id', new ParseUUIDPipe()) id: string): Promise<DepartmentDetail> {
    return this.departments.detail(actor.companyId, id);
  }

  @Get(':id/child-company-structure')
  @RequirePermission('department', 'visible')
  @ApiOperation({
    operationId: 'getChildCompanyStructure',
    summary: 'The level a child of this node has, whether the caller may add one, and its children',
  })
  @ApiOkResponse({ type: ChildCompanyStructure })
  childStructure(
    @CurrentActor() actor: Actor,
    @Param('id', new ParseUUIDPipe()) id: string,
  ): Promise<ChildCompanyStructure> {
    return this.departments.childStructure(actor, id);
  }
}

@ApiTags('structure')
@ApiBearerAuth()
@Controller('api/company-structures')
export class CompanyStructuresController {
  constructor(private readonly departments: DepartmentsService) {}

  @Get()
  @RequirePermission('department', 'visible')
  @ApiOperation({ operationId: 'listCompanyStructures', summary: 'The structure levels, top down' })
  @ApiOkResponse({ type: CompanyStructureLevel, isArray: true })
  list(@CurrentActor() actor: Actor): Promise<CompanyStructureLevel[]> {
    return this.departments.companyStructures(actor);
  }
}
