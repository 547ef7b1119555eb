import { describe, expect, it } from 'vitest';
import { renderWithProviders, screen } from '@/testing/test-utils';
import type { Revision } from '../api/types';
import { DocumentWorkspace } from './document-workspace';

const drafted: Revision = {
  id: 'r1',
  caseId: 'c1',
  version: '1.0',
  content: 'Dear Casey Morgan:\n\nPlease return $1,850.00 by December 16, 2026.\n\nSincerely,',
  editSummary: '',
  isActive: false,
  authorId: null,
  baseVersion: null,
  createdAt: '2026-11-16T10:00:00Z',
};
const edited: Revision = {
  ...drafted,
  id: 'r2',
  version: '1.1',
  content: `${drafted.content.replace('Sincerely,', '')}Under § 92.109 you owe three times the deposit as damages.\n\nSincerely,`,
  isActive: true,
  authorId: 'u1',
  baseVersion: '1.0',
};

const workspace = (revisions: Revision[]) => (
  <DocumentWorkspace caseId="c1" revisions={revisions} currentUserId="u1" showHistory={false} />
);

describe('the editor warns about law SueGo did not draft (issue 43 point 9)', () => {
  it('lists the added statement of law on a saved version, and still shows the text to edit and save', () => {
    renderWithProviders(workspace([drafted, edited]));
    const warning = screen.getByTestId('unconfirmed-law');
    expect(warning).toHaveTextContent('SueGo has not confirmed what this version says about the law');
    expect(warning).toHaveTextContent('Under § 92.109 you owe three times the deposit as damages.');
    expect(screen.getByRole('textbox', { name: /Document text/i })).toHaveValue(edited.content);
  });

  it('says nothing about the drafted version itself', () => {
    renderWithProviders(workspace([{ ...drafted, isActive: true }]));
    expect(screen.queryByTestId('unconfirmed-law')).not.toBeInTheDocument();
  });
});
