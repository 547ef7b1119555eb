import {
  Controller,
  Headers,
  HttpCode,
  Logger,
  NotFoundException,
  Post,
  Req,
  type RawBodyRequest,
} from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { InputErrorCode, ValidationError } from '../../../common/errors';
import { Public } from '../../../identity/index';
import { InvalidMailWebhookError, MailGateway } from '../mail-gateway';
import { MailTracking } from './mail-tracking';

@ApiTags('mailing')
@Public()
@Controller('webhooks')
export class LobWebhookController {
  private readonly logger = new Logger('Mailing');

  constructor(
    private readonly gateway: MailGateway,
    private readonly tracking: MailTracking,
  ) {}

  /**
   * Lob's tracking webhooks (Lob mode only; 404 otherwise): the raw body is verified against Lob-Signature and
   * Lob-Signature-Timestamp (5 minutes' tolerance) before anything is read; a forged or stale delivery is a 400 and
   * nothing is recorded. The letter is then re-fetched from Lob, and what it says is recorded once.
   */
  @Post('lob')
  @HttpCode(200)
  @ApiOkResponse({ description: 'Recorded (or already recorded, or not a letter of ours).' })
  @ApiBadRequestResponse({ description: 'Signature, timestamp or body did not verify.' })
  async receive(
    @Req() req: RawBodyRequest<Request>,
    @Headers('lob-signature') signature: string | undefined,
    @Headers('lob-signature-timestamp') timestamp: string | undefined,
  ): Promise<{ received: true; outcome: string }> {
    if (this.gateway.mode !== 'lob') throw new NotFoundException();
    try {
      const event = this.gateway.parseWebhook(req.rawBody, { signature, timestamp });
      const result = await this.tracking.handle(event);
      return { received: true, outcome: result.outcome };
    } catch (error) {
      if (error instanceof InvalidMailWebhookError) {
        this.logger.warn(
          { event: 'webhook.rejected', security: true, provider: 'lob', reason: error.message, ip: req.ip },
          'Webhook refused',
        );
        throw new ValidationError(error.message, {
          field: 'lob-signature',
          code: InputErrorCode.SignatureInvalid,
        });
      }
      throw error;
    }
  }
}
