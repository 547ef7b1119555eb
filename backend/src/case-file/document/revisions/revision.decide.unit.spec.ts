import { ConflictError, IllegalStateError, NotFoundError, ValidationError } from '../../../common/errors';
import { evolveCase, initialCaseState } from '../../case';
import { decideCase, type CaseCommand } from '../../case.decide';
import type { CaseEvent } from '../../case.events';
import type { CaseDetails } from '../../../claim/case.types';
import { MAX_REVISION_CHARS, nextVersion, versionFromTenths } from './revision.decide';
import { DeciderSpecification } from '../../../testing/decider-specification';

const now = new Date('2026-11-24T10:00:00.000Z');
const at = now.toISOString();
const caseId = '7d1f8f2e-3b7a-4c1e-9a55-0f3f0c3e2a11';
const userId = 'c0a8012e-0000-4000-8000-000000000001';
const r1 = '10000000-0000-4000-8000-000000000001';
const r2 = '10000000-0000-4000-8000-000000000002';
const r3 = '10000000-0000-4000-8000-000000000003';

const details: CaseDetails = {
  caseType: 'unpaid-work',
  state: 'CA',
  plaintiffName: 'Maria Lopez',
  plaintiffEmail: 'maria@example.com',
  plaintiffAddress: '12 Oak St',
  plaintiffPhone: '555-0100',
  defendantName: 'Dana Smith',
  defendantAddress: '400 Market St',
  disputeDescription: 'Invoice #42 was never paid.',
  amountCents: 250_000,
  incidentDate: '2026-08-01',
  attemptedResolution: 'Emailed twice.',
  evidenceDescription: 'Contract, invoice, emails.',
  documentType: 'demand_letter',
  agreedToTerms: true,
};

const opened: CaseEvent = {
  type: 'CaseOpened',
  data: { caseId, userId, title: 'Unpaid Work v. Dana Smith', status: 'pending', details, openedAt: at },
};
const paid: CaseEvent = {
  type: 'PaymentSucceeded',
  data: { caseId, paymentIntentId: 'pi_1', amount: 500, currency: 'usd', promoCode: null, paidAt: at },
};
const generated: CaseEvent = {
  type: 'DocumentGenerated',
  data: {
    caseId,
    revisionId: r1,
    version: '1.0',
    title: 'Demand for Payment',
    content: 'Dear Dana,\nPlease pay.',
    drafter: 'template',
    lawTableVersion: 'x',
    llmRejectedReason: null,
    generatedAt: at,
  },
};
const saved = (revisionId: string, version: string, baseVersion: string, content: string): CaseEvent => ({
  type: 'RevisionSaved',
  data: {
    caseId,
    revisionId,
    version,
    baseVersion,
    content,
    editSummary: 'edit',
    authorId: userId,
    savedAt: at,
  },
});

const save = (
  overrides: Partial<{ revisionId: string; content: string; editSummary: string; baseVersion: string }> = {},
): CaseCommand => ({
  type: 'SaveRevision',
  data: {
    caseId,
    revisionId: r2,
    content: 'Dear Dana,\nPlease pay now.',
    editSummary: 'Firmer tone',
    baseVersion: '1.0',
    authorId: userId,
    ...overrides,
  },
  metadata: { now },
});
const activate = (revisionId: string): CaseCommand => ({
  type: 'ActivateRevision',
  data: { caseId, revisionId },
  metadata: { now },
});

/** given events, when command, then events or error. */
const given = DeciderSpecification.for({
  decide: decideCase,
  evolve: evolveCase,
  initialState: initialCaseState,
});

describe('revisions', () => {
  describe('SaveRevision', () => {
    it('saves the edited text as version 1.1 on top of the drafted 1.0', () => {
      given([opened, paid, generated])
        .when(save())
        .then([
          {
            type: 'RevisionSaved',
            data: {
              caseId,
              revisionId: r2,
              version: '1.1',
              baseVersion: '1.0',
              content: 'Dear Dana,\nPlease pay now.',
              editSummary: 'Firmer tone',
              authorId: userId,
              savedAt: at,
              documentId: null,
            },
          },
        ]);
    });

    it('counts on from the highest version, whichever is active', () => {
      given([
        opened,
        paid,
        generated,
        saved(r2, '1.1', '1.0', 'b'),
        {
          type: 'RevisionActivated',
          data: { caseId, revisionId: r1, version: '1.0', content: 'a', activatedAt: at },
        },
      ])
        .when(save({ revisionId: r3, baseVersion: '1.0' }))
        .then([
          expect.objectContaining({
            type: 'RevisionSaved',
            data: expect.objectContaining({ version: '1.2', baseVersion: '1.0' }),
          }) as CaseEvent,
        ]);
    });

    it('refuses a save on a version that is no longer active: someone saved first (409)', () => {
      given([opened, paid, generated, saved(r2, '1.1', '1.0', 'b')])
        .when(save({ revisionId: r3, baseVersion: '1.0' }))
        .thenThrows(ConflictError, /Someone saved this document first.*version 1\.1 is now active/);
    });

    it('normalises line endings and trims the summary', () => {
      given([opened, paid, generated])
        .when(save({ content: 'a\r\nb\rc', editSummary: '  typo  ' }))
        .then([
          expect.objectContaining({
            data: expect.objectContaining({ content: 'a\nb\nc', editSummary: 'typo' }),
          }) as CaseEvent,
        ]);
    });

    it('refuses NUL bytes, blank or oversize content and a blank summary, naming the field', () => {
      const g = given([opened, paid, generated]);
      g.when(save({ content: 'a\u0000b' })).thenThrows(ValidationError, /^content must not contain NUL/);
      g.when(save({ content: ' \n ' })).thenThrows(ValidationError, /^content/);
      g.when(save({ content: 'x'.repeat(MAX_REVISION_CHARS + 1) })).thenThrows(
        ValidationError,
        /^content must be at most 100,000 characters/,
      );
      g.when(save({ editSummary: '   ' })).thenThrows(ValidationError, /^editSummary is required/);
      g.when(save({ content: 'x'.repeat(MAX_REVISION_CHARS) })).then([
        expect.objectContaining({ type: 'RevisionSaved' }) as CaseEvent,
      ]);
    });

    it('refuses text that could read differently from what was typed: bidi overrides, control characters, nothing visible (issue 22 point 7)', () => {
      const g = given([opened, paid, generated]);
      for (const content of [
        'Pay \u202Eyadot\u202C now',
        'a\u2066b\u2069',
        'bell\u0007',
        'esc\u001b[2J',
        'a\u0085b',
      ]) {
        g.when(save({ content })).thenThrows(
          ValidationError,
          /^content must not contain control characters or bidirectional overrides/,
        );
      }
      g.when(save({ content: '\u200B\u200D\u2060\n\u3164' })).thenThrows(
        ValidationError,
        /^content must contain visible characters/,
      );
      g.when(save({ editSummary: 'fix \u202Eevil' })).thenThrows(
        ValidationError,
        /^editSummary must not contain/,
      );
      g.when(save({ editSummary: '\u200B\u200B' })).thenThrows(
        ValidationError,
        /^editSummary must contain visible/,
      );
      // Tabs, line breaks, accents, emoji and right-to-left scripts are text.
      g.when(save({ content: 'Dear Ms. Núñez,\n\tPay 200 € now 🙂 — شكرا' })).then([
        expect.objectContaining({ type: 'RevisionSaved' }) as CaseEvent,
      ]);
    });

    it('does nothing when the same save is delivered again', () => {
      given([opened, paid, generated, saved(r2, '1.1', '1.0', 'b')])
        .when(save({ revisionId: r2, baseVersion: '1.0' }))
        .then([]);
    });

    it('refuses before the document exists', () => {
      given([opened, paid])
        .when(save())
        .thenThrows(IllegalStateError, /no document/);
      given([]).when(save()).thenThrows(NotFoundError);
    });
  });

  describe('ActivateRevision', () => {
    it('activates an earlier revision with its text', () => {
      given([opened, paid, generated, saved(r2, '1.1', '1.0', 'b')])
        .when(activate(r1))
        .then([
          {
            type: 'RevisionActivated',
            data: {
              caseId,
              revisionId: r1,
              version: '1.0',
              content: 'Dear Dana,\nPlease pay.',
              activatedAt: at,
              documentId: null,
            },
          },
        ]);
    });

    it('does nothing when the revision is already active', () => {
      given([opened, paid, generated, saved(r2, '1.1', '1.0', 'b')])
        .when(activate(r2))
        .then([]);
    });

    it('refuses a revision of another case', () => {
      given([opened, paid, generated]).when(activate(r3)).thenThrows(NotFoundError);
    });

    it('keeps exactly one active revision through saves and activations', () => {
      const { state } = given([
        opened,
        paid,
        generated,
        saved(r2, '1.1', '1.0', 'b'),
        saved(r3, '1.2', '1.1', 'c'),
        {
          type: 'RevisionActivated',
          data: { caseId, revisionId: r1, version: '1.0', content: 'a', activatedAt: at },
        },
      ]);
      expect(state).toMatchObject({ activeRevisionId: r1 });
      expect(state.status !== 'none' && state.revisions.map((r) => r.version)).toEqual(['1.0', '1.1', '1.2']);
    });
  });

  it('numbers versions in tenths: 1.9 is followed by 2.0', () => {
    expect(versionFromTenths(20)).toBe('2.0');
    const state = given([
      opened,
      paid,
      generated,
      ...Array.from({ length: 9 }, (_, i) =>
        saved(`2000000${i}-0000-4000-8000-000000000000`, `1.${i + 1}`, '1.0', 'x'),
      ),
    ]).state;
    expect(nextVersion(state)).toBe('2.0');
  });
});
