import {
  BadRequestException,
  Body,
  Controller,
  HttpCode,
  ParseArrayPipe,
  Post,
  type ValidationError,
} from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Actor, CurrentActor, RequirePermission } from '@rollcall/platform';
import { MessageAnswer } from '../company/company.answers.js';
import { StructureLevelUpdateItem } from './structure-level-update.request.js';
import { StructureLevelsService } from './structure-levels.service.js';

const itemsPipe = new ParseArrayPipe({
  items: StructureLevelUpdateItem,
  whitelist: true,
  forbidNonWhitelisted: true,
  exceptionFactory: (errors: unknown) => {
    if (!Array.isArray(errors)) return new BadRequestException('The body must be a list of levels.');
    const details = (errors as ValidationError[]).flatMap((e) =>
      Object.values(e.constraints ?? {}).map((message) => ({ field: e.property, message })),
    );
    return new BadRequestException({ message: details.map((d) => d.message).join('; '), details });
  },
});

@ApiTags('structure')
@ApiBearerAuth()
@Controller('structure')
export class StructureLevelUpdateController {
  constructor(private readonly levels: StructureLevelsService) {}

  @Post('update')
  @HttpCode(200)
  @RequirePermission('settings', 'update')
  @ApiOperation({
    operationId: 'updateStructureLevels',
    summary:
      'Rename levels, set their zones and switch them on or off; refusals: lastLevelRequired, levelHasNodes, existLabelName',
  })
  @ApiBody({ type: StructureLevelUpdateItem, isArray: true })
  @ApiOkResponse({ type: MessageAnswer })
  async update(
    @CurrentActor() actor: Actor,
    @Body(itemsPipe) body: StructureLevelUpdateItem[],
  ): Promise<MessageAnswer> {
    await this.levels.update(actor.companyId, body);
    return { message: 'success' };
  }
}
