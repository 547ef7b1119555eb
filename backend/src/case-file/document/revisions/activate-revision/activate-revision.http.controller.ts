import { Controller, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { NotFoundError } from '../../../../common/errors';
import { ReadYourWrites } from '../../../../event-store/subscriptions/read-your-writes';
import { CurrentUser } from '../../../../identity/index';
import type { AuthenticatedUser } from '../../../../identity/index';
import { RevisionQueries } from '../revision-queries';
import { RevisionResponse, toRevisionResponse } from '../revision.response';
import { ActivateRevisionCommand } from './activate-revision.command';

@ApiTags('documents')
@ApiBearerAuth()
@Controller('revisions')
export class ActivateRevisionController {
  constructor(
    private readonly commands: CommandBus,
    private readonly readYourWrites: ReadYourWrites,
    private readonly revisions: RevisionQueries,
  ) {}

  /** Make this revision the active one (owner only); answers it as the next GET will show it. */
  @Put(':id/activate')
  @ApiOkResponse({ type: RevisionResponse })
  async activate(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<RevisionResponse> {
    const revision = await this.revisions.findById(id);
    if (!revision) throw new NotFoundError('Revision not found');
    // Ownership is checked by the decider on the case stream: another user's revision is "not found" too.
    const { position } = await this.commands.execute(
      new ActivateRevisionCommand(revision.caseId, id, { id: user.id, role: user.role }),
    );
    await this.readYourWrites.after(position);
    const activated = await this.revisions.findById(id);
    if (!activated) throw new NotFoundError('Revision not found');
    return toRevisionResponse(activated);
  }
}
