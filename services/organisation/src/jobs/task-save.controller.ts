import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiConsumes, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Actor, CurrentActor } from '@rollcall/platform';
import { TaskSaveAnswer } from './job.answers.js';
import { TaskSaveRequest } from './task-save.request.js';
import { TasksService } from './tasks.service.js';

/** The legacy task save (spec 002 §7). */
@ApiTags('jobs')
@ApiBearerAuth()
@Controller('task')
export class TaskSaveController {
  constructor(private readonly tasks: TasksService) {}

  @Post('save')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'saveTask',
    summary: 'Create a task (no id) or edit task `id`; refusal: exist (code, name or punch code taken)',
  })
  @ApiConsumes('application/x-www-form-urlencoded', 'application/json')
  @ApiOkResponse({ type: TaskSaveAnswer })
  async save(@CurrentActor() actor: Actor, @Body() body: TaskSaveRequest): Promise<TaskSaveAnswer> {
    return { message: 'success', id: await this.tasks.save(actor, body) };
  }
}
