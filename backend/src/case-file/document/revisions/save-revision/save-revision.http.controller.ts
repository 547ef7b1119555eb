import { randomUUID } from 'node:crypto';
import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { RevisionSaved } from '../../../case.events';
import { CASE_ID } from '../../../intake/get-case/case-queries';
import { NotFoundError } from '../../../../common/errors';
import { ReadYourWrites } from '../../../../event-store/subscriptions/read-your-writes';
import { CurrentUser } from '../../../../identity/index';
import type { AuthenticatedUser } from '../../../../identity/index';
import { REVISION_SAVE_LIMIT, UserRateLimiter } from '../../../../rate-limits/user-rate-limiter';
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
    private readonly readYourWrites: ReadYourWrites,
    private readonly revisions: RevisionQueries,
    private readonly limits: UserRateLimiter,
  ) {}

  /** Save the edited text as the next version; it becomes the active one. 409 when someone saved first. */
  @Post(':id/revisions')
  @HttpCode(201)
  @ApiCreatedResponse({ type: RevisionResponse })
  @ApiConflictResponse({ description: 'baseVersion is no longer the active version: someone saved first' })
  @ApiTooManyRequestsResponse({ description: 'Many saves in a short time (REVISION_SAVE_LIMIT): wait Retry-After seconds.' })
  async save(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Body() body: SaveRevisionRequestDto,
  ): Promise<RevisionResponse> {
    // Not a UUID: no such case (and no stream read). Ownership is checked by the decider on the stream itself.
    if (!CASE_ID.test(id)) throw new NotFoundError('Case not found');
    await this.limits.consume(REVISION_SAVE_LIMIT, user.id);
    const revisionId = randomUUID();
    const actor = { id: user.id, role: user.role };
    const { position, saved } = await this.commands.execute(
      new SaveRevisionCommand(id, actor, revisionId, body.content, body.editSummary, body.baseVersion),
    );
    await this.readYourWrites.after(position);
    if (saved) return revisionFromEvent(saved);
    const row = await this.revisions.findById(revisionId);
    if (!row) throw new NotFoundError('Revision not found');
    return toRevisionResponse(row);
  }
}

/** The saved revision as the read model stores it (the endpoint has waited for it), without reading it back. */
function revisionFromEvent(saved: RevisionSaved['data']): RevisionResponse {
  return {
    id: saved.revisionId,
    caseId: saved.caseId,
    version: saved.version,
    content: saved.content,
    editSummary: saved.editSummary,
    isActive: true,
    authorId: saved.authorId,
    baseVersion: saved.baseVersion,
    createdAt: saved.savedAt,
  };
}
