import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiConsumes, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { activeFilter, type Actor, CurrentActor, RequirePermission, StatusPageQuery } from '@rollcall/platform';
import { requireSavePermission } from '../workplaces/save-permission.js';
import { SkillAnswer, SkillPage, SkillSaveAnswer } from './skill.answers.js';
import { SkillListQuery } from './skill-list.query.js';
import { SkillSaveRequest } from './skill-save.request.js';
import { SkillsService } from './skills.service.js';

@ApiTags('skills')
@ApiBearerAuth()
@Controller('api/skills')
export class SkillsController {
  constructor(private readonly skills: SkillsService) {}

  @Get()
  @RequirePermission('skill', 'visible')
  @ApiOperation({ operationId: 'listSkills', summary: 'The company’s skills by name; status true/false filters' })
  @ApiOkResponse({ type: SkillAnswer, isArray: true })
  list(@CurrentActor() actor: Actor, @Query() query: SkillListQuery): Promise<SkillAnswer[]> {
    return this.skills.list(actor.companyId, activeFilter(query.status));
  }

  @Get('page')
  @RequirePermission('skill', 'visible')
  @ApiOperation({
    operationId: 'pageSkills',
    summary: 'A page of the company’s skills: sort by name, allowances or status; search in all three',
  })
  @ApiOkResponse({ type: SkillPage })
  page(@CurrentActor() actor: Actor, @Query() query: StatusPageQuery): Promise<SkillPage> {
    return this.skills.page(actor.companyId, activeFilter(query.status), query);
  }

  @Get(':id')
  @RequirePermission('skill', 'visible')
  @ApiOperation({ operationId: 'getSkill', summary: 'One skill of the caller’s company' })
  @ApiOkResponse({ type: SkillAnswer })
  get(@CurrentActor() actor: Actor, @Param('id', new ParseUUIDPipe()) id: string): Promise<SkillAnswer> {
    return this.skills.get(actor.companyId, id);
  }

  @Post('save')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'saveSkill',
    summary:
      'Create (no id; permission skill create) or edit a skill (skill update); refusals: exist (name taken), invalidPayType',
  })
  @ApiConsumes('application/json', 'application/x-www-form-urlencoded')
  @ApiOkResponse({ type: SkillSaveAnswer })
  async save(@CurrentActor() actor: Actor, @Body() body: SkillSaveRequest): Promise<SkillSaveAnswer> {
    requireSavePermission(actor, 'skill', body.id);
    return { message: 'success', id: await this.skills.save(actor.companyId, body) };
  }
}
