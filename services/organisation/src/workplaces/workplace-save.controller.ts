import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiConsumes, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Actor, CurrentActor } from '@rollcall/platform';
import { requireSavePermission } from './save-permission.js';
import { WorkplaceSaveAnswer } from './workplace.answers.js';
import { WorkplaceSaveRequest } from './workplace-save.request.js';
import { WorkplacesService } from './workplaces.service.js';

/** The legacy work site save (spec 002 §7). */
@ApiTags('workplaces')
@ApiBearerAuth()
@Controller('workPlace')
export class WorkplaceSaveController {
  constructor(private readonly workplaces: WorkplacesService) {}

  @Post('save')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'saveWorkplace',
    summary:
      'Create (no id) or edit a work site; refusals: name repeat, no company, site code repeat, invalidEmployees',
  })
  @ApiConsumes('application/x-www-form-urlencoded', 'application/json')
  @ApiOkResponse({ type: WorkplaceSaveAnswer })
  async save(@CurrentActor() actor: Actor, @Body() body: WorkplaceSaveRequest): Promise<WorkplaceSaveAnswer> {
    requireSavePermission(actor, 'workplace', body.id);
    return { message: 'success', id: await this.workplaces.save(actor.companyId, body) };
  }
}
