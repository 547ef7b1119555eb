import { Injectable } from '@nestjs/common';
import type { DocumentGenerated } from '../../case.events';
import { caseStreamId } from '../../case.events';
import { foldCase } from '../../load-case';
import { NotFoundError } from '../../../common/errors';
import { EventStore } from '../../../event-store/event-store';
import type { AuthenticatedUser } from '../../../identity/index';
import { assertOwner } from '../../../identity/index';
import { PdfRendererService } from '../../../documents/index';
import { draftReadingCopy, type ReadingCopy } from '../../../documents/index';

/**
 * The Spanish reading copy of a case's first document (ADR 206), for its owner only: read from the case's stream
 * (the answers, revision 1.0 as drafted, the active revision), drafted and printed on each request, never stored.
 */
@Injectable()
export class ReadingCopyService {
  constructor(
    private readonly events: EventStore,
    private readonly renderer: PdfRendererService,
  ) {}

  async draft(user: AuthenticatedUser, caseId: string): Promise<ReadingCopy> {
    const stream = await this.events.readStream(caseStreamId(caseId));
    const state = foldCase(stream);
    assertOwner(user, state.status === 'none' ? null : state.userId, 'Case not found');
    const generated = stream.find((e) => e.type === 'DocumentGenerated')?.data as
      DocumentGenerated['data'] | undefined;
    if (state.status === 'none' || !generated) throw new NotFoundError('This case has no document yet');
    const active = state.revisions.find((r) => r.id === state.activeRevisionId) ?? state.revisions[0];
    return draftReadingCopy({
      caseId,
      details: state.details,
      drafted: {
        content: generated.content,
        generatedAt: generated.generatedAt,
        lawTableVersion: generated.lawTableVersion,
      },
      active: active ?? { version: '1.0', content: generated.content },
    });
  }

  async pdf(user: AuthenticatedUser, caseId: string): Promise<Uint8Array> {
    const copy = await this.draft(user, caseId);
    return this.renderer.render(copy.html);
  }
}
