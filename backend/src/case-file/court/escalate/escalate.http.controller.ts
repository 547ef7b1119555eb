import { Controller, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { OwnCaseGuard } from '../../own-case.guard';
import { ReadYourWrites } from '../../../event-store/subscriptions/read-your-writes';
import { CurrentUser } from '../../../identity/index';
import type { AuthenticatedUser } from '../../../identity/index';
import { escalationPackage } from './escalation.decide';
import { Escalations } from './escalations';

export class EscalationPackageView {
  @ApiProperty({
    description:
      'Edit it at /editor/{caseId}?document={id}; its PDF at /api/cases/{id}/documents/{id}/download',
  })
  documentId!: string;
  @ApiProperty({ enum: ['small_claims'] }) kind!: 'small_claims';
  @ApiProperty() title!: string;
  @ApiProperty({ example: '1.0' }) version!: string;
}

export class EscalateResponse {
  @ApiProperty({ enum: ['awaiting_payment', 'paid', 'covered'] }) status!: string;
  @ApiProperty({
    description: 'cents still due on a card: the difference to the package price; 0 once filed',
  })
  amountDue!: number;
  @ApiPropertyOptional({
    description: 'Present when the difference is due: confirm it with the card form (or a saved card).',
  })
  clientSecret?: string;
  @ApiPropertyOptional({ description: 'The payment intent the client secret belongs to.' })
  paymentIntentId?: string;
  @ApiPropertyOptional({
    type: EscalationPackageView,
    nullable: true,
    description: 'The package, once paid or covered',
  })
  package!: EscalationPackageView | null;
}

@ApiTags('court')
@ApiBearerAuth()
@Controller('cases')
export class EscalateController {
  constructor(
    private readonly escalations: Escalations,
    private readonly fresh: ReadYourWrites,
  ) {}

  /**
   * File in small claims from the same case (ADR 184): the package is built from the case's answers, with the letters
   * and the delivery proof as exhibits. Covered by the owner's plan when it can be; otherwise `clientSecret` is
   * answered for the difference to the package price. Asking again answers the same intent, or the package. Owner
   * only; a case bought as a package is a 409.
   */
  @Post(':id/escalate')
  @HttpCode(200)
  @UseGuards(OwnCaseGuard)
  @ApiOkResponse({ type: EscalateResponse })
  async escalate(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<EscalateResponse> {
    const result = await this.escalations.request(user, id);
    await this.fresh.after(result.position);
    const doc = escalationPackage(result.state);
    const active = doc?.revisions.find((r) => r.id === doc.activeRevisionId);
    return {
      status: result.state.escalation?.status ?? 'awaiting_payment',
      amountDue: result.amountDue,
      ...(result.clientSecret && result.paymentIntentId
        ? { clientSecret: result.clientSecret, paymentIntentId: result.paymentIntentId }
        : {}),
      package:
        doc && active
          ? { documentId: doc.documentId, kind: 'small_claims', title: doc.title, version: active.version }
          : null,
    };
  }
}
