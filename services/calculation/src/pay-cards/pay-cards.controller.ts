import {
  Body,
  Controller,
  HttpCode,
  NotFoundException,
  Post,
  Res,
  StreamableFile,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBearerAuth, ApiConsumes, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Actor, CurrentActor, refusal, RequirePermission, UploadRefusals } from '@rollcall/platform';
import type { Response } from 'express';
import { PAY_CARD_ANSWERS, PayCardAnswer, PayCardSaveAnswer } from './pay-card.answers.js';
import { PayCardDetailDeleteRequest, PayCardRequest, PayCardSaveRequest } from './pay-card.requests.js';
import { type PayCardFile, PayCardsService } from './pay-cards.service.js';

export const MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024;
const REFUSALS =
  'refusals: noEmployee, repeatcode, repeatProject, fileWithoutProject, WrongFileFormat, noPayCard, noDetail, periodClosed; 400 naming each line’s field; 403 outside the caller’s reach';

/** The timesheet's Pay Card (spec 001 §7 "Timesheet, punches, pay cards"): legacy paths, JSON or form bodies. */
@ApiTags('timesheet')
@ApiBearerAuth()
@Controller()
export class PayCardsController {
  constructor(private readonly payCards: PayCardsService) {}

  @Post('paycard/getPayCard')
  @HttpCode(200)
  @RequirePermission('timesheet', 'visible')
  @ApiConsumes('application/json', 'application/x-www-form-urlencoded')
  @ApiOperation({
    operationId: 'getPayCard',
    summary: 'An employee’s pay card for a period (id null and no lines while nothing is saved); noEmployee',
  })
  @ApiOkResponse({ type: PayCardAnswer })
  get(@CurrentActor() actor: Actor, @Body() body: PayCardRequest): Promise<PayCardAnswer> {
    return this.payCards.get(actor, body);
  }

  @Post('paycard/save')
  @HttpCode(200)
  @RequirePermission('timesheet', 'update')
  @UseInterceptors(
    new UploadRefusals({
      tooLarge: () => refusal(PAY_CARD_ANSWERS, 'fileTooLarge'),
      noFile: () => refusal(PAY_CARD_ANSWERS, 'noFile'),
      unreadable: () => refusal(PAY_CARD_ANSWERS, 'unreadable'),
    }),
    FileInterceptor('file', { limits: { fileSize: MAX_ATTACHMENT_BYTES, files: 1, fields: 800 } }),
  )
  @ApiConsumes('application/json', 'application/x-www-form-urlencoded', 'multipart/form-data')
  @ApiOperation({
    operationId: 'savePayCard',
    summary: `Save a pay card: its description, its lines (parallel arrays), an attachment; ${REFUSALS}`,
  })
  @ApiOkResponse({ type: PayCardSaveAnswer })
  async save(
    @CurrentActor() actor: Actor,
    @Body() body: PayCardSaveRequest,
    @UploadedFile() file: PayCardFile | undefined,
  ): Promise<PayCardSaveAnswer> {
    return { message: 'success', payCard: await this.payCards.save(actor, body, file) };
  }

  @Post('paycard/deletePayCardDetails')
  @HttpCode(200)
  @RequirePermission('timesheet', 'update')
  @ApiConsumes('application/json', 'application/x-www-form-urlencoded')
  @ApiOperation({
    operationId: 'deletePayCardDetails',
    summary: `Delete a manually added line of a pay card; ${REFUSALS}, notManual`,
  })
  @ApiOkResponse({ type: PayCardSaveAnswer })
  async deleteDetail(
    @CurrentActor() actor: Actor,
    @Body() body: PayCardDetailDeleteRequest,
  ): Promise<PayCardSaveAnswer> {
    return { message: 'success', payCard: await this.payCards.deleteDetail(actor, body) };
  }

  @Post('paycard/getAttachment')
  @HttpCode(200)
  @RequirePermission('timesheet', 'visible')
  @ApiConsumes('application/json', 'application/x-www-form-urlencoded')
  @ApiOperation({
    operationId: 'getPayCardAttachment',
    summary: 'The file attached to an employee’s pay card for a period (.jpg or .pdf); 404 when there is none',
  })
  @ApiOkResponse({
    description: 'the file',
    content: {
      'image/jpeg': { schema: { type: 'string', format: 'binary' } },
      'application/pdf': { schema: { type: 'string', format: 'binary' } },
    },
  })
  @ApiNotFoundResponse({ description: 'noEmployee, or the card has no attachment' })
  async attachment(
    @CurrentActor() actor: Actor,
    @Body() body: PayCardRequest,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    const file = await this.payCards.attachment(actor, body);
    if (!file) throw new NotFoundException('The pay card has no attachment.');
    response.set({ 'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': "default-src 'none'" });
    return new StreamableFile(file.bytes, {
      type: file.type,
      length: file.bytes.length,
      disposition: `attachment; filename="${file.name.replace(/["\\\r\n]/g, '_')}"`,
    });
  }
}
