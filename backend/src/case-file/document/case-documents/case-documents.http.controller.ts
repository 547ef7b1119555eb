import { randomUUID } from 'node:crypto';
import { Body, Controller, Get, HttpCode, Param, Post, Put, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiProduces,
  ApiProperty,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { NotFoundError } from '../../../common/errors';
import { ReadYourWrites } from '../../../event-store/subscriptions/read-your-writes';
import { assertCanRead, assertOwner, CASE_READ_BY_STAFF, CurrentUser, RecordsLookup } from '../../../identity/index';
import type { AuthenticatedUser } from '../../../identity/index';
import { DocumentPdfStore } from '../pdf/document-pdf-store';
import { pdfFilename } from '../../../documents/index';
import { ActivateRevisionCommand } from '../revisions/activate-revision/activate-revision.command';
import { RevisionResponse } from '../revisions/revision.response';
import { SaveRevisionCommand } from '../revisions/save-revision/save-revision.command';
import { SaveRevisionRequestDto } from '../revisions/save-revision/save-revision.request.dto';
import {
  CaseDocumentQueries,
  type CaseDocumentRecord,
  type DocumentRevisionRecord,
} from './case-document-queries';

/** One document of a case (ADR 180). */
export class CaseDocumentResponse {
  @ApiProperty({ description: 'The id of its revision 1.0' }) id!: string;
  @ApiProperty() caseId!: string;
  @ApiProperty({ enum: ['demand_letter', 'final_notice', 'small_claims'] }) kind!: string;
  @ApiProperty({ description: "The case's first document (the case-level routes answer for it too)" })
  first!: boolean;
  @ApiProperty() title!: string;
  @ApiProperty({ example: '1.0' }) activeVersion!: string;
  @ApiProperty() activeRevisionId!: string;
  @ApiProperty() createdAt!: string;
}

const toDocument = (d: CaseDocumentRecord): CaseDocumentResponse => ({
  id: d.id,
  caseId: d.caseId,
  kind: d.kind,
  first: d.first,
  title: d.title,
  activeVersion: d.activeVersion,
  activeRevisionId: d.activeRevisionId,
  createdAt: new Date(d.createdAt).toISOString(),
});

const toRevision = (r: DocumentRevisionRecord): RevisionResponse & { documentId: string } => ({
  id: r.id,
  caseId: r.caseId,
  documentId: r.documentId,
  version: r.version,
  content: r.content,
  editSummary: r.editSummary,
  isActive: r.isActive,
  authorId: r.authorId,
  baseVersion: r.baseVersion,
  createdAt: new Date(r.createdAt).toISOString(),
});

const DOCUMENT_FILE_NAMES = {
  demand_letter: 'letter',
  final_notice: 'final-notice',
  small_claims: 'package',
} as const;

/**
 * Every document of a case (ADR 180): list, revisions, save, activate and PDF per document. Reads: the owner and
 * staff; writes: the owner only (another user's case, or a document of another case, answers 404).
 */
@ApiTags('documents')
@ApiBearerAuth()
@Controller('cases')
export class CaseDocumentsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly readYourWrites: ReadYourWrites,
    private readonly documents: CaseDocumentQueries,
    private readonly pdfs: DocumentPdfStore,
  ) {}

  private async find(
    user: AuthenticatedUser,
    caseId: string,
    documentId: string,
    write: boolean,
  ): Promise<CaseDocumentRecord & { ownerId: string }> {
    const { ownerId, documents } = await this.documents.listForCase(caseId);
    if (write) assertOwner(user, ownerId, 'Case not found');
    else assertCanRead(user, ownerId, { allow: ['staff'] }, 'Case not found');
    const document = documents.find((d) => d.id === documentId);
    if (!document || !ownerId) throw new NotFoundError('Document not found');
    return { ...document, ownerId };
  }

  /** The case's documents, the first one first. Empty before the first document exists. */
  @RecordsLookup(CASE_READ_BY_STAFF)
  @Get(':id/documents')
  @ApiOkResponse({ type: [CaseDocumentResponse] })
  async list(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
  ): Promise<CaseDocumentResponse[]> {
    const { ownerId, documents } = await this.documents.listForCase(id);
    assertCanRead(user, ownerId, { allow: ['staff'] }, 'Case not found');
    return documents.map(toDocument);
  }

  /** One document with its active text. */
  @RecordsLookup(CASE_READ_BY_STAFF)
  @Get(':id/documents/:documentId')
  @ApiOkResponse({ type: CaseDocumentResponse })
  async get(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Param('documentId') documentId: string,
  ): Promise<CaseDocumentResponse & { content: string }> {
    const document = await this.find(user, id, documentId, false);
    const active = (await this.documents.revisions(document)).find((r) => r.isActive);
    return { ...toDocument(document), content: active?.content ?? '' };
  }

  /** Every revision of the document, oldest first. */
  @RecordsLookup(CASE_READ_BY_STAFF)
  @Get(':id/documents/:documentId/revisions')
  @ApiOkResponse({ type: [RevisionResponse] })
  async revisions(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Param('documentId') documentId: string,
  ): Promise<RevisionResponse[]> {
    const document = await this.find(user, id, documentId, false);
    return (await this.documents.revisions(document)).map(toRevision);
  }

  /** Save the edited text as the document's next version (409 when someone saved first). */
  @Post(':id/documents/:documentId/revisions')
  @HttpCode(201)
  @ApiCreatedResponse({ type: RevisionResponse })
  @ApiConflictResponse({ description: 'baseVersion is no longer the active version: someone saved first' })
  async save(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Param('documentId') documentId: string,
    @Body() body: SaveRevisionRequestDto,
  ): Promise<RevisionResponse> {
    const document = await this.find(user, id, documentId, true);
    const revisionId = randomUUID();
    const { position } = await this.commands.execute(
      new SaveRevisionCommand(
        id,
        { id: user.id, role: user.role },
        revisionId,
        body.content,
        body.editSummary,
        body.baseVersion,
        new Date(),
        document.first ? null : document.id,
      ),
    );
    await this.readYourWrites.after(position);
    const saved = (await this.documents.revisions(document)).find((r) => r.id === revisionId);
    if (!saved) throw new NotFoundError('Revision not found');
    return toRevision(saved);
  }

  /** Make one of the document's revisions the active one. */
  @Put(':id/documents/:documentId/revisions/:revisionId/activate')
  @ApiOkResponse({ type: RevisionResponse })
  async activate(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Param('documentId') documentId: string,
    @Param('revisionId') revisionId: string,
  ): Promise<RevisionResponse> {
    const document = await this.find(user, id, documentId, true);
    const before = await this.documents.revisions(document);
    if (!before.some((r) => r.id === revisionId)) throw new NotFoundError('Revision not found');
    const { position } = await this.commands.execute(
      new ActivateRevisionCommand(
        id,
        revisionId,
        { id: user.id, role: user.role },
        new Date(),
        document.first ? null : document.id,
      ),
    );
    await this.readYourWrites.after(position);
    const activated = (await this.documents.revisions(document)).find((r) => r.id === revisionId);
    if (!activated) throw new NotFoundError('Revision not found');
    return toRevision(activated);
  }

  /** The document's active revision as a Letter-size PDF (owner and staff). */
  @RecordsLookup(CASE_READ_BY_STAFF)
  @Get(':id/documents/:documentId/download')
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'legal-document-{caseId}-{kind}.pdf' })
  async download(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Param('documentId') documentId: string,
    @Res() res: Response,
  ): Promise<void> {
    const document = await this.find(user, id, documentId, false);
    const active = (await this.documents.revisions(document)).find((r) => r.isActive);
    if (!active) throw new NotFoundError('Document not found');
    const pdf = await this.pdfs.pdfOf({
      id: active.id,
      title: document.title,
      content: active.content,
      subjectId: document.ownerId,
    });
    res.status(200);
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader(
      'Content-Disposition',
      `attachment; filename="${pdfFilename(`${id}-${DOCUMENT_FILE_NAMES[document.kind]}`)}"`,
    );
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('Content-Length', String(pdf.byteLength));
    res.end(pdf);
  }
}
