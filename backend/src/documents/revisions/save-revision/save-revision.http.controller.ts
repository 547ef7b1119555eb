import { randomUUID } from 'node:crypto';
import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiConflictResponse, ApiCreatedResponse, ApiTags } from '@nestjs/swagger';
import { CaseQueries } from '../../../cases/get-case/case-queries';
import { READ_YOUR_WRITES_TIMEOUT_MS } from '../../../cases/open-case/open-case.http.controller';
import { NotFoundError } from '../../../common/errors';
import { SubscriptionsService } from '../../../event-store/subscriptions/subscriptions.service';
import { CurrentUser } from '../../../identity/access.decorators';
import type { AuthenticatedUser } from '../../../identity/authenticated-user';
import { assertOwner } from '../../../identity/ownership';
import { RevisionQueries } from '../revision-queries';
import { RevisionResponse, toRevisionResponse } from '../revision.response';
import { SaveRevisionCommand } from './save-revision.command';
import { SaveRevisionRequestDto } from './save-revision.request.dto';

@ApiTags('documents')
@ApiBearerAuth()
@Controller('cases')
export class SaveRevisionController {
  constructor(
    private readonly commands: CommandBus,
    private readonly subscriptions: SubscriptionsService,
    private readonly cases: CaseQueries,
    private readonly revisions: RevisionQueries,
  ) {}

  /** Save the edited text as the next version; it becomes the active one. 409 when someone saved first. */
  @Post(':id/revisions')
  @HttpCode(201)
  @ApiCreatedResponse({ type: RevisionResponse })
  @ApiConflictResponse({ description: 'baseVersion is no longer the active version: someone saved first' })
  async save(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Body() body: SaveRevisionRequestDto,
  ): Promise<RevisionResponse> {
    const row = await this.cases.findById(id);
    assertOwner(user, row?.userId, 'Case not found');
    const revisionId = randomUUID();
    const actor = { id: user.id, role: user.role };
    const { position } = await this.commands.execute(
      new SaveRevisionCommand(id, actor, revisionId, body.content, body.editSummary, body.baseVersion),
    );
    await this.subscriptions.waitFor(position, READ_YOUR_WRITES_TIMEOUT_MS);
    const saved = await this.revisions.findById(revisionId);
    if (!saved) throw new NotFoundError('Revision not found');
    return toRevisionResponse(saved);
  }
}
