import { afterEach, describe, expect, it, vi } from 'vitest';
import { Link, Route, Switch } from 'wouter';
import type { Revision } from '@/features/editor/api/types';
import { complexityBand } from '@/features/editor/components/complexity-card';
import { AUTH_TOKEN_KEY } from '@/lib/auth-token';
import type { Case } from '@/lib/cases';
import { loadEditorDraft } from '@/lib/editor-drafts';
import { attorneyPricing, makeReferral } from '@/testing/attorney-fixtures';
import { makeCase, testUser } from '@/testing/case-fixtures';
import { fillCard } from '@/testing/subscribe-helpers';
import { statusBody } from '@/testing/subscription-fixtures';
import {
  fakeResponse,
  fireEvent,
  renderWithProviders,
  screen,
  stubFetch,
  waitFor,
  within,
} from '@/testing/test-utils';
import { EditorRoute } from './editor';

type Routes = Parameters<typeof stubFetch>[0];

const revision = (version: string, content: string, overrides: Partial<Revision> = {}): Revision => ({
  id: `rev-${version}`,
  caseId: 'case-1',
  version,
  content,
  editSummary: version === '1.0' ? 'Drafted by SueGo' : `Edit ${version}`,
  isActive: false,
  authorId: version === '1.0' ? null : testUser.id,
  baseVersion: null,
  createdAt: '2026-11-24T10:00:00.000Z',
  ...overrides,
});

const V10 = 'Dear Acme,\nPlease pay the invoice of $2,500.00 within 30 days.';
const V11 = 'Dear Acme,\nPlease pay the invoice of $2,500.00 within 14 days.';

const completed = (overrides: Partial<Case> = {}) =>
  makeCase({
    status: 'completed',
    state: 'CA',
    documentContent: V10,
    documentUrl: '/api/cases/case-1/download',
    complexityScore: '7.00',
    complexityReasons: [
      'The other side is a business, which may have a lawyer',
      'Little or no evidence is described yet',
    ],
    ...overrides,
  });

function signedIn(routes: Routes) {
  window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1');
  return stubFetch({
    'GET /api/auth/me': () => fakeResponse({ body: testUser }),
    'GET /api/cases/case-1/attorney-matches': () =>
      fakeResponse({ status: 404, body: { statusCode: 404, message: 'Not found' } }),
    ...routes,
  });
}

const renderEditor = (route = '/editor/case-1') =>
  renderWithProviders(
    <Switch>
      <Route path="/editor/:caseId" component={EditorRoute} />
      <Route path="/">
        <h1>Home page</h1>
      </Route>
    </Switch>,
    { route },
  );

const callsTo = (fetchMock: ReturnType<typeof stubFetch>, method: string, url: string) =>
  fetchMock.mock.calls.filter(([u, init]) => u === url && (init?.method ?? 'GET') === method);

const textArea = () => screen.getByRole('textbox', { name: 'Document text' });
const summaryInput = () => screen.getByRole('textbox', { name: 'Edit summary' });

describe('<EditorRoute /> (/editor/:caseId)', () => {
  afterEach(() => {
    window.localStorage.clear();
  });

  it('shows a spinner while the case loads', async () => {
    signedIn({ 'GET /api/cases/case-1': () => new Promise<Response>(() => undefined) });
    renderEditor();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading document');
  });

  it('shows "Document Not Found" with Return Home for a missing or foreign case', async () => {
    signedIn({
      'GET /api/cases/nope': () =>
        fakeResponse({ status: 404, body: { statusCode: 404, message: 'Case not found' } }),
    });
    renderEditor('/editor/nope');
    expect(await screen.findByRole('heading', { name: 'Document Not Found' })).toBeInTheDocument();
    expect(screen.getByText('The requested document could not be found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Return Home/ })).toHaveAttribute('href', '/');
  });

  it('shows the header, the active text, its version and the complexity card; no attorney card for an empty list', async () => {
    signedIn({
      'GET /api/cases/case-1': () => fakeResponse({ body: completed() }),
      'GET /api/cases/case-1/revisions': () =>
        fakeResponse({ body: [revision('1.0', V10, { isActive: true })] }),
    });
    renderEditor();
    expect(await screen.findByText('Unpaid Work case for CA • $2,500.00')).toBeInTheDocument();
    expect(textArea()).toHaveValue(V10);
    expect(textArea()).toHaveAttribute('placeholder', 'Document content will appear here...');
    expect(textArea().className).toMatch(/min-h-\[500px\]/);
    expect(textArea().className).toMatch(/font-mono/);
    expect(summaryInput()).toHaveAttribute('placeholder', 'Describe your changes...');
    expect(screen.getByText('Version 1.0')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Download PDF/ })).toBeInTheDocument();

    const complexity = screen
      .getByRole('heading', { name: 'Case Complexity' })
      .closest('[data-slot="card"]') as HTMLElement;
    expect(within(complexity).getByText('High complexity - attorney recommended')).toBeInTheDocument();
    expect(within(complexity).getByText('Little or no evidence is described yet')).toBeInTheDocument();
    expect(screen.queryByText('Recommended Attorneys')).not.toBeInTheDocument();
    // History is off until toggled.
    expect(screen.queryByRole('heading', { name: 'Document History' })).not.toBeInTheDocument();
  });

  it('hides the complexity card without a score and shows recommended attorneys when there are some', async () => {
    signedIn({
      'GET /api/cases/case-1': () => fakeResponse({ body: completed({ complexityScore: null }) }),
      'GET /api/cases/case-1/revisions': () =>
        fakeResponse({ body: [revision('1.0', V10, { isActive: true })] }),
      'GET /api/cases/case-1/attorney-matches': () =>
        fakeResponse({
          body: [
            {
              attorney: { id: 'a1', name: 'Rosa Diaz', rating: 4.8, yearsExperience: 12 },
              matchScore: 0.874,
              reasons: ['Tenant law', 'Near you', 'Third'],
            },
          ],
        }),
    });
    renderEditor();
    expect(await screen.findByText('Recommended Attorneys')).toBeInTheDocument();
    expect(screen.getByText('87% match')).toBeInTheDocument();
    expect(screen.queryByText('Third')).not.toBeInTheDocument();
    expect(screen.queryByText('Case Complexity')).not.toBeInTheDocument();
  });

  it("Request Attorney Referral (Included) sends the case: disabled while pending, 'Attorney Referral Sent' for a subscriber", async () => {
    const match = (id: string, name: string) => ({
      attorney: {
        id,
        name,
        rating: 4.8,
        yearsExperience: 12,
        firm: `${name} Law`,
        city: 'Fresno',
        source: 'sample',
      },
      matchScore: 0.9,
      reasons: ['Handles contract cases', '2 miles from you'],
    });
    let release: (r: Response) => void = () => undefined;
    const fetchMock = signedIn({
      'GET /api/cases/case-1': () => fakeResponse({ body: completed() }),
      'GET /api/cases/case-1/revisions': () =>
        fakeResponse({ body: [revision('1.0', V10, { isActive: true })] }),
      'GET /api/cases/case-1/attorney-matches': () =>
        fakeResponse({ body: [match('a1', 'Rosa Diaz'), match('a2', 'Sam Lee')] }),
      'GET /api/pricing': () => fakeResponse({ body: attorneyPricing }),
      'GET /api/config': () => fakeResponse({ body: { paymentMode: 'sandbox', stripePublishableKey: null } }),
      'GET /api/subscription/status': () =>
        fakeResponse({ body: statusBody({ id: 's', plan: 'suego', status: 'active' }) }),
      'POST /api/cases/case-1/refer-attorney': () => new Promise<Response>((resolve) => (release = resolve)),
    });
    const { user } = renderEditor();
    const rosa = await screen.findByRole('button', {
      name: 'Request Attorney Referral (Included) for Rosa Diaz',
    });
    expect(rosa).toHaveTextContent(/^Request Attorney Referral \(Included\)$/);
    expect(screen.queryByRole('button', { name: /Contact Attorney/ })).not.toBeInTheDocument();
    expect(screen.getAllByText('Sample data')).toHaveLength(2);
    await user.click(rosa);
    // Consent before contact (issue 37 point 4): what is shared, and nothing posted before "Send my details".
    const consent = await screen.findByRole('dialog', { name: 'Send your details to Rosa Diaz?' });
    const posts = () =>
      fetchMock.mock.calls.filter(([u, i]) => u === '/api/cases/case-1/refer-attorney' && i?.method === 'POST');
    expect(posts()).toHaveLength(0);
    await user.click(within(consent).getByRole('button', { name: 'Send my details' }));
    expect(posts()).toHaveLength(1);
    expect(rosa).toBeDisabled();
    expect(
      screen.getByRole('button', { name: 'Request Attorney Referral (Included) for Sam Lee', hidden: true }),
    ).toBeDisabled();
    release(
      fakeResponse({ body: { status: 'sent', referral: makeReferral({ kind: 'case', caseId: 'case-1' }) } }),
    );
    expect(await screen.findByText('Attorney Referral Sent')).toBeInTheDocument();
    expect(screen.getByText('Your referral has been sent successfully.')).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(
      ([u, i]) => u === '/api/cases/case-1/refer-attorney' && i?.method === 'POST',
    );
    expect(JSON.parse(post?.[1]?.body as string)).toEqual({ attorneyId: 'a1' });
    await waitFor(() => expect(rosa).toBeEnabled());
  });

  it('Request Attorney Referral ($16.50, from the catalog) without a plan: the fee is paid in a dialog, then it is sent', async () => {
    signedIn({
      'GET /api/cases/case-1': () => fakeResponse({ body: completed() }),
      'GET /api/cases/case-1/revisions': () =>
        fakeResponse({ body: [revision('1.0', V10, { isActive: true })] }),
      'GET /api/cases/case-1/attorney-matches': () =>
        fakeResponse({
          body: [
            {
              attorney: { id: 'a1', name: 'Rosa Diaz', rating: 4.8, yearsExperience: 12 },
              matchScore: 0.9,
              reasons: ['One'],
            },
          ],
        }),
      'GET /api/pricing': () => fakeResponse({ body: attorneyPricing }),
      'GET /api/config': () => fakeResponse({ body: { paymentMode: 'sandbox', stripePublishableKey: null } }),
      'GET /api/subscription/status': () => fakeResponse({ body: statusBody(null) }),
      'POST /api/cases/case-1/refer-attorney': () =>
        fakeResponse({
          body: {
            status: 'payment_required',
            referral: makeReferral({ kind: 'case', status: 'awaiting_payment' }),
            payment: {
              clientSecret: 'pi_c_secret_x',
              paymentIntentId: 'pi_c',
              amount: 1650,
              currency: 'usd',
            },
          },
        }),
      'POST /api/sandbox/confirm': () => fakeResponse({ body: { status: 'succeeded' } }),
      'GET /api/attorney-referrals/ref-1': () => fakeResponse({ body: makeReferral({ kind: 'case' }) }),
    });
    const { user } = renderEditor();
    const refer = await screen.findByRole('button', {
      name: 'Request Attorney Referral ($16.50) for Rosa Diaz',
    });
    expect(refer).toHaveTextContent(/^Request Attorney Referral \(\$16\.50\)$/);
    await user.click(refer);
    const consent = await screen.findByRole('dialog', { name: 'Send your details to Rosa Diaz?' });
    expect(consent).toHaveTextContent('The referral costs $16.50.');
    await user.click(within(consent).getByRole('button', { name: 'Send my details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send your case to Rosa Diaz' });
    await fillCard(user);
    await user.click(within(dialog).getByRole('button', { name: 'Pay $16.50' }));
    expect(await screen.findByText('Attorney Referral Sent')).toBeInTheDocument();
  });

  it('requires an edit summary after trimming and sends nothing without one', async () => {
    const fetchMock = signedIn({
      'GET /api/cases/case-1': () => fakeResponse({ body: completed() }),
      'GET /api/cases/case-1/revisions': () =>
        fakeResponse({ body: [revision('1.0', V10, { isActive: true })] }),
    });
    renderEditor();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Document text' }), {
      target: { value: V11 },
    });
    fireEvent.change(summaryInput(), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: /Save Version/ }));
    expect(await screen.findByText('Edit Summary Required')).toBeInTheDocument();
    expect(screen.getByText('Please provide a summary of your changes.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/cases/case-1/revisions')).toHaveLength(0);
  });

  it('disables Save Version while the text is blank', async () => {
    signedIn({
      'GET /api/cases/case-1': () => fakeResponse({ body: completed() }),
      'GET /api/cases/case-1/revisions': () =>
        fakeResponse({ body: [revision('1.0', V10, { isActive: true })] }),
    });
    renderEditor();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Document text' }), {
      target: { value: '  \n ' },
    });
    expect(screen.getByRole('button', { name: /Save Version/ })).toBeDisabled();
  });

  it('saves a new version: "Saving..." while pending, then the toast, a cleared summary and a refetched list', async () => {
    let revisions = [revision('1.0', V10, { isActive: true })];
    let release: () => void = () => undefined;
    const fetchMock = signedIn({
      'GET /api/cases/case-1': () => fakeResponse({ body: completed() }),
      'GET /api/cases/case-1/revisions': () => fakeResponse({ body: revisions }),
      'POST /api/cases/case-1/revisions': async (init) => {
        await new Promise<void>((resolve) => (release = resolve));
        const body = JSON.parse(init?.body as string) as { content: string; editSummary: string };
        const saved = revision('1.1', body.content, {
          isActive: true,
          editSummary: body.editSummary,
          baseVersion: '1.0',
        });
        revisions = [{ ...revisions[0]!, isActive: false }, saved];
        return fakeResponse({ status: 201, body: saved });
      },
    });
    renderEditor();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Document text' }), {
      target: { value: V11 },
    });
    fireEvent.change(summaryInput(), { target: { value: '  Shorter deadline ' } });
    fireEvent.click(screen.getByRole('button', { name: /Save Version/ }));
    const pending = await screen.findByRole('button', { name: /Saving\.\.\./ });
    expect(pending).toBeDisabled();
    release();
    expect(await screen.findByText('Document Saved')).toBeInTheDocument();
    expect(screen.getByText('Your changes have been saved as a new revision.')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'POST', '/api/cases/case-1/revisions');
    expect(JSON.parse(call![1]?.body as string)).toEqual({
      content: V11,
      editSummary: 'Shorter deadline',
      baseVersion: '1.0',
    });
    expect(summaryInput()).toHaveValue('');
    expect(await screen.findByText('Version 1.1')).toBeInTheDocument();
    expect(textArea()).toHaveValue(V11);
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET', '/api/cases/case-1/revisions').length).toBeGreaterThanOrEqual(2),
    );
    expect(loadEditorDraft('case-1')).toBeNull();
  });

  it('shows the conflict with a diff when someone saved first (409), keeping the text', async () => {
    let revisions = [revision('1.0', V10, { isActive: true })];
    signedIn({
      'GET /api/cases/case-1': () => fakeResponse({ body: completed() }),
      'GET /api/cases/case-1/revisions': () => fakeResponse({ body: revisions }),
      'POST /api/cases/case-1/revisions': () => {
        revisions = [
          { ...revisions[0]!, isActive: false },
          revision('1.1', `${V10}\nSigned, Pat`, { isActive: true }),
        ];
        return fakeResponse({
          status: 409,
          body: {
            statusCode: 409,
            message:
              'Someone saved this document first: you edited version 1.0, but version 1.1 is now active.',
          },
        });
      },
    });
    renderEditor();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Document text' }), {
      target: { value: V11 },
    });
    fireEvent.change(summaryInput(), { target: { value: 'Mine' } });
    fireEvent.click(screen.getByRole('button', { name: /Save Version/ }));
    expect(await screen.findByText('Save Failed')).toBeInTheDocument();
    const conflict = await screen.findByRole('region', { name: 'Someone saved first' });
    // The live region says what happened in two lines; it does not hold the diff, which would be read aloud whole.
    const announced = within(conflict).getByRole('alert');
    expect(announced).toHaveTextContent(
      /^Someone saved firstSomeone saved this document first: you edited version 1\.0, but version 1\.1 is now active\.$/,
    );
    expect(within(announced).queryByTestId('word-diff')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(within(conflict).getByText(/Differences between version 1\.1/)).toBeInTheDocument(),
    );
    expect(within(conflict).getByTestId('word-diff').querySelector('ins')).toHaveTextContent('14');
    expect(textArea()).toHaveValue(V11);
  });

  it('lists the history with the active one highlighted, activates another and compares two versions word by word', async () => {
    let revisions = [revision('1.0', V10), revision('1.1', V11, { isActive: true })];
    const fetchMock = signedIn({
      'GET /api/cases/case-1': () => fakeResponse({ body: completed() }),
      'GET /api/cases/case-1/revisions': () => fakeResponse({ body: revisions }),
      'PUT /api/revisions/rev-1.0/activate': () => {
        revisions = revisions.map((r) => ({ ...r, isActive: r.id === 'rev-1.0' }));
        return fakeResponse({ body: revisions[0] });
      },
    });
    renderEditor();
    fireEvent.click(await screen.findByRole('button', { name: /History/ }));
    const list = screen.getByRole('list', { name: 'Revisions' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveAttribute('aria-current', 'true');
    expect(within(items[0]!).getByText('Version 1.1')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Drafted by SueGo')).toBeInTheDocument();
    expect(within(items[1]!).getByText(/^SueGo ·/)).toBeInTheDocument();

    const diff = screen.getByTestId('word-diff');
    expect(diff.querySelector('del')).toHaveTextContent('30');
    expect(diff.querySelector('ins')).toHaveTextContent('14');

    fireEvent.click(screen.getByRole('button', { name: 'Activate version 1.0' }));
    expect(await screen.findByText('Revision Activated')).toBeInTheDocument();
    expect(screen.getByText('The selected revision is now active.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT', '/api/revisions/rev-1.0/activate')).toHaveLength(1);
    expect(await screen.findByText('Version 1.0', { selector: '[data-slot="badge"]' })).toBeInTheDocument();
    expect(textArea()).toHaveValue(V10);
  });

  it('restores an old revision by saving its text as a new version', async () => {
    let revisions = [revision('1.0', V10), revision('1.1', V11, { isActive: true })];
    const fetchMock = signedIn({
      'GET /api/cases/case-1': () => fakeResponse({ body: completed() }),
      'GET /api/cases/case-1/revisions': () => fakeResponse({ body: revisions }),
      'POST /api/cases/case-1/revisions': (init) => {
        const body = JSON.parse(init?.body as string) as { content: string; editSummary: string };
        const saved = revision('1.2', body.content, { isActive: true, editSummary: body.editSummary });
        revisions = [...revisions.map((r) => ({ ...r, isActive: false })), saved];
        return fakeResponse({ status: 201, body: saved });
      },
    });
    renderEditor();
    fireEvent.click(await screen.findByRole('button', { name: /History/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Restore version 1.0 as a new version' }));
    expect(await screen.findByText('Document Saved')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'POST', '/api/cases/case-1/revisions');
    expect(JSON.parse(call![1]?.body as string)).toEqual({
      content: V10,
      editSummary: 'Restored version 1.0',
      baseVersion: '1.1',
    });
    expect(await screen.findByText('Version 1.2', { selector: '[data-slot="badge"]' })).toBeInTheDocument();
    expect(textArea()).toHaveValue(V10);
  });

  it('asks before following a link away from unsaved text, and stays when the user says no', async () => {
    signedIn({
      'GET /api/cases/case-1': () => fakeResponse({ body: completed() }),
      'GET /api/cases/case-1/revisions': () =>
        fakeResponse({ body: [revision('1.0', V10, { isActive: true })] }),
    });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    try {
      const { currentPath } = renderWithProviders(
        <>
          <Link href="/my-documents">My Documents</Link>
          <Route path="/editor/:caseId" component={EditorRoute} />
        </>,
        { route: '/editor/case-1' },
      );
      fireEvent.change(await screen.findByRole('textbox', { name: 'Document text' }), {
        target: { value: V11 },
      });
      fireEvent.click(screen.getByRole('link', { name: 'My Documents' }));
      expect(confirm).toHaveBeenCalledWith(expect.stringMatching(/unsaved changes/));
      expect(currentPath()).toBe('/editor/case-1');
    } finally {
      confirm.mockRestore();
    }
  });

  it('keeps unsaved text across a reload, per case, and warns before leaving', async () => {
    signedIn({
      'GET /api/cases/case-1': () => fakeResponse({ body: completed() }),
      'GET /api/cases/case-1/revisions': () =>
        fakeResponse({ body: [revision('1.0', V10, { isActive: true })] }),
    });
    const first = renderEditor();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Document text' }), {
      target: { value: V11 },
    });
    await waitFor(() => expect(loadEditorDraft('case-1')).toEqual({ content: V11, baseVersion: '1.0' }));
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    first.unmount();

    renderEditor();
    expect(await screen.findByText('Unsaved changes restored')).toBeInTheDocument();
    expect(textArea()).toHaveValue(V11);
    expect(loadEditorDraft('case-2')).toBeNull();
  });
});

describe('complexityBand', () => {
  it('uses the spec thresholds 3 and 6', () => {
    expect([0, 2, 2.99, 3, 5, 5.99, 6, 10].map((s) => complexityBand(s).label)).toEqual([
      'Low complexity',
      'Low complexity',
      'Low complexity',
      'Medium complexity',
      'Medium complexity',
      'Medium complexity',
      'High complexity - attorney recommended',
      'High complexity - attorney recommended',
    ]);
  });
});
