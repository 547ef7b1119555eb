import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { Route, Switch } from 'wouter';
import { AUTH_TOKEN_KEY } from '@/lib/auth-token';
import { testUser } from '@/testing/case-fixtures';
import {
  fakeResponse,
  fireEvent,
  renderWithProviders,
  screen,
  stubFetch,
  waitFor,
  within,
} from '@/testing/test-utils';
import { AuditRoute } from './audit';

const caseId = '7d1f8f2e-3b7a-4c1e-9a55-0f3f0c3e2a11';
const ownerId = 'a0a0a0a0-2222-4b4b-9c9c-0000000000aa';
const T = ['2026-11-20T10:00:00.000Z', '2026-11-20T10:05:00.000Z', '2026-11-21T09:00:00.000Z'] as const;

const details = {
  caseType: 'unpaid-work',
  state: 'CA',
  plaintiffName: 'Maria Lopez',
  defendantName: 'Acme LLC',
  amountCents: 275_000,
  documentType: 'demand_letter',
};
const opened = {
  status: 'pending',
  caseId,
  userId: ownerId,
  title: 'Unpaid Work v. Acme LLC',
  details,
  openedAt: T[0],
  checkout: null,
  payment: null,
  document: null,
  refundedPaymentIntents: [],
  underpaidPaymentIntents: [],
  revisions: [],
  activeRevisionId: null,
  activeText: null,
};
const paid = {
  ...opened,
  status: 'paid',
  checkout: { paymentIntentId: 'pi_1', amount: 500, finalAmount: 500, promoCode: null },
  payment: { paymentIntentId: 'pi_1', amount: 500, promoCode: null, paidAt: T[2] },
  revisions: [{ id: 'r1', version: '1.0' }],
  activeRevisionId: 'r1',
  activeText: 'Dear Acme LLC, invoice #42 is unpaid.',
  laterDocuments: [
    {
      documentId: 'n1',
      kind: 'final_notice',
      title: 'Final Notice: Unpaid invoice',
      draftedAt: T[2],
      activeRevisionId: 'n2',
      revisions: [
        { id: 'n1', version: '1.0' },
        { id: 'n2', version: '1.1' },
      ],
      activeText: 'FINAL NOTICE: pay by December 11.',
    },
  ],
};

const events = [
  {
    position: 1,
    type: 'CaseOpened',
    occurredAt: T[0],
    recordedAt: T[0],
    actor: { id: ownerId, role: 'user' },
    summary: 'Case opened: Unpaid Work v. Acme LLC, $2,500.00 claimed in CA (demand letter)',
    changes: [
      { field: 'status', label: 'Status', before: null, after: 'Pending payment' },
      { field: 'details.amountCents', label: 'Amount claimed', before: null, after: '$2,500.00' },
    ],
  },
  {
    position: 2,
    type: 'CaseDetailsRevised',
    occurredAt: T[1],
    recordedAt: T[1],
    actor: { id: ownerId, role: 'user' },
    summary: 'Details revised: Unpaid Work v. Acme LLC, $2,750.00 claimed',
    changes: [
      { field: 'details.amountCents', label: 'Amount claimed', before: '$2,500.00', after: '$2,750.00' },
    ],
  },
  {
    position: 3,
    type: 'PaymentSucceeded',
    occurredAt: T[2],
    recordedAt: T[2],
    actor: null,
    summary: 'Payment of $5.00 received (pi_1)',
    changes: [
      { field: 'status', label: 'Status', before: 'Pending payment', after: 'Paid (document being drafted)' },
    ],
  },
];
const history = (asOf: string | null) => ({
  caseId,
  asOf,
  events: asOf ? events.filter((e) => e.recordedAt <= asOf) : events,
  state: asOf && asOf < T[2] ? opened : paid,
  integrity: { verified: true, reason: null, anchoredAt: T[2] },
});
const lookups = { items: [], total: 0, page: 1, pageSize: 10 };

function renderAudit(
  route: string,
  role: string,
  extra: Record<string, () => Response> = {},
  secondFactor: 'verified' | 'pending' = 'verified',
) {
  window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1');
  const fetchMock = stubFetch({
    'GET /api/auth/me': () => fakeResponse({ body: { ...testUser, role, secondFactor } }),
    'GET /api/audit/lookups?page=1&pageSize=10': () => fakeResponse({ body: lookups }),
    [`GET /api/audit/cases/${caseId}/history`]: () => fakeResponse({ body: history(null) }),
    [`GET /api/audit/cases/${caseId}/history?asOf=${encodeURIComponent(T[1])}`]: () =>
      fakeResponse({ body: history(T[1]) }),
    [`GET /api/audit/cases/${caseId}/history?asOf=${encodeURIComponent(T[0])}`]: () =>
      fakeResponse({ body: history(T[0]) }),
    ...extra,
  });
  const view = renderWithProviders(
    <Switch>
      <Route path="/audit">
        <AuditRoute />
      </Route>
      <Route path="/login">
        <h1>Login page</h1>
      </Route>
      <Route path="/admin/two-factor">
        <h1>Two-factor page</h1>
      </Route>
    </Switch>,
    { route },
  );
  return { ...view, fetchMock };
}

const axeClean = async (container: HTMLElement) => {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
};

describe('<AuditRoute />', () => {
  it('finds a claimant by email, lists their cases and opens a timeline with what each event changed (axe clean)', async () => {
    const { user, container, currentPath } = renderAudit('/audit', 'auditor', {
      'GET /api/audit/cases?email=maria%40example.com': () =>
        fakeResponse({
          body: {
            email: 'maria@example.com',
            account: {
              id: ownerId,
              email: 'maria@example.com',
              name: 'Maria Lopez',
              role: 'user',
              createdAt: T[0],
            },
            cases: [
              {
                id: caseId,
                userId: ownerId,
                title: 'Unpaid Work v. Acme LLC',
                status: 'paid',
                caseType: 'unpaid-work',
                state: 'CA',
                amount: '2750.00',
                documentType: 'demand_letter',
                createdAt: T[0],
                updatedAt: T[2],
                matchedBy: ['account'],
              },
            ],
            truncated: false,
          },
        }),
    });
    expect(await screen.findByRole('heading', { name: 'Audit' })).toBeInTheDocument();
    expect(await screen.findByText('Your lookups, newest first.')).toBeInTheDocument();
    await axeClean(container);

    await user.type(screen.getByLabelText('Case ID or claimant email'), 'not an id');
    await user.click(screen.getByRole('button', { name: 'Look up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Enter a case ID/);

    await user.clear(screen.getByLabelText('Case ID or claimant email'));
    await user.type(screen.getByLabelText('Case ID or claimant email'), ' Maria@Example.com ');
    await user.click(screen.getByRole('button', { name: 'Look up' }));
    expect(currentPath()).toBe('/audit?email=maria%40example.com');
    const found = await screen.findByRole('list', { name: 'Cases found' });
    expect(within(found).getByText('Unpaid Work v. Acme LLC')).toBeInTheDocument();
    expect(within(found).getByText(/\$2,750\.00 claimed in CA/)).toBeInTheDocument(); // not "$2750.00" (issue 32)
    expect(screen.getByText(/Account: Maria Lopez \(user\)/)).toBeInTheDocument();

    await user.click(
      within(found).getByRole('button', { name: `Open timeline of Unpaid Work v. Acme LLC (${caseId})` }),
    );
    expect(currentPath()).toBe(`/audit?email=maria%40example.com&case=${caseId}`);
    const timeline = await screen.findByRole('list', { name: 'Timeline' });
    const items = within(timeline).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(
      within(items[1]!).getByText('Details revised: Unpaid Work v. Acme LLC, $2,750.00 claimed'),
    ).toBeInTheDocument();
    const diff = within(items[1]!).getByRole('table', { name: 'What event 2 changed' });
    expect(within(diff).getByRole('rowheader', { name: 'Amount claimed' })).toBeInTheDocument();
    expect(within(diff).getByText('$2,500.00')).toBeInTheDocument();
    expect(within(diff).getByText('$2,750.00')).toBeInTheDocument();
    expect(within(items[0]!).getByText(/Claimant/)).toBeInTheDocument();
    expect(within(items[2]!).getByText(/System/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'The case now' })).toBeInTheDocument();
    await axeClean(container);
  });

  it('replays the case to an earlier instant from the slider, and puts the instant in the address', async () => {
    const { user, currentPath, fetchMock } = renderAudit(`/audit?case=${caseId}`, 'staff');
    const slider = await screen.findByRole('slider', { name: 'Case as of' });
    expect(slider).toHaveAttribute(
      'aria-valuetext',
      expect.stringContaining('after event 3 of 3: Payment of $5.00 received (pi_1)'),
    );
    expect(screen.getByRole('heading', { name: 'The case now' })).toBeInTheDocument();
    expect(screen.getByText('Paid (document being drafted)', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('Text of the active version (1.0)')).toBeInTheDocument();
    expect(screen.getByText('Dear Acme LLC, invoice #42 is unpaid.')).toBeInTheDocument();
    // Every document of the case (ADR 180), with its active version and text.
    expect(screen.getByText(/^Final notice: Final Notice: Unpaid invoice, version 1\.1 of 2/)).toBeInTheDocument();
    expect(screen.getByText('FINAL NOTICE: pay by December 11.')).toBeInTheDocument();

    // A native range input: the browser moves it with the arrow keys (the e2e journey presses them); jsdom cannot.
    fireEvent.change(slider, { target: { value: '1' } });
    expect((slider as HTMLInputElement).value).toBe('1');
    expect(slider).toHaveAttribute('aria-valuetext', expect.stringContaining('after event 2 of 3'));
    await waitFor(() => expect(currentPath()).toBe(`/audit?case=${caseId}&asOf=${encodeURIComponent(T[1])}`));
    const panel = await screen.findByRole('heading', { name: /^The case as of / });
    expect(panel).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Pending payment', { selector: 'dd' })).toBeInTheDocument());
    expect(screen.getByText('Not paid', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('$2,750.00', { selector: 'dd' })).toBeInTheDocument();
    // The payment had not happened yet at that instant.
    expect(screen.getByText('(after the chosen instant)')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([u]) => (u as string).includes('asOf=')).length).toBe(1);

    await user.click(screen.getByRole('button', { name: 'Previous event' }));
    await waitFor(() => expect(currentPath()).toBe(`/audit?case=${caseId}&asOf=${encodeURIComponent(T[0])}`));
    await user.click(screen.getByRole('button', { name: 'Show latest' }));
    await waitFor(() => expect(currentPath()).toBe(`/audit?case=${caseId}`));
  });

  it('opens a shared link at exactly the instant it names', async () => {
    renderAudit(`/audit?case=${caseId}&asOf=${encodeURIComponent(T[1])}`, 'auditor');
    const slider = await screen.findByRole('slider', { name: 'Case as of' });
    expect((slider as HTMLInputElement).value).toBe('1');
    await waitFor(() => expect(screen.getByText('Pending payment', { selector: 'dd' })).toBeInTheDocument());
    expect(screen.getByRole('heading', { name: /^The case as of / })).toBeInTheDocument();
    expect(screen.getByText('(after the chosen instant)')).toBeInTheDocument();
  });

  it('shows staff everyone’s recent lookups', async () => {
    renderAudit('/audit', 'staff', {
      'GET /api/audit/lookups?page=1&pageSize=10': () =>
        fakeResponse({
          body: {
            items: [
              {
                id: 'l1',
                lookedUpAt: T[2],
                by: { id: 'x', role: 'auditor', email: 'ada@example.com', name: 'Ada Auditor' },
                kind: 'case',
                caseId,
                email: null,
                asOf: T[1],
                found: true,
                caseCount: 1,
              },
            ],
            total: 1,
            page: 1,
            pageSize: 10,
          },
        }),
    });
    const list = await screen.findByRole('list', { name: 'Lookups' });
    expect(within(list).getByText(/Ada Auditor \(auditor, ada@example.com\)/)).toBeInTheDocument();
    expect(within(list).getByText(new RegExp(`opened case ${caseId} as of`))).toBeInTheDocument();
    expect(screen.getByText('Every lookup by staff and auditors, newest first.')).toBeInTheDocument();
  });

  it('shows a plain user a 403 page and asks the API for nothing of the audit', async () => {
    const { fetchMock } = renderAudit(`/audit?case=${caseId}`, 'user');
    expect(await screen.findByRole('heading', { name: /403/ })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([u]) => (u as string).includes('/api/audit/'))).toBe(false);
  });

  it('sends an auditor whose session has not passed the second factor to the code prompt first, and back (issue 22)', async () => {
    const { fetchMock, currentPath } = renderAudit(`/audit?case=${caseId}`, 'auditor', {}, 'pending');
    expect(await screen.findByRole('heading', { name: 'Two-factor page' })).toBeInTheDocument();
    expect(currentPath()).toBe(`/admin/two-factor?returnTo=${encodeURIComponent(`/audit?case=${caseId}`)}`);
    expect(fetchMock.mock.calls.some(([u]) => (u as string).includes('/api/audit/'))).toBe(false);
  });

  it('sends a signed-out visitor to /login, coming back here afterwards', async () => {
    stubFetch({});
    const { currentPath } = renderWithProviders(
      <Switch>
        <Route path="/audit">
          <AuditRoute />
        </Route>
        <Route path="/login">
          <h1>Login page</h1>
        </Route>
      </Switch>,
      { route: `/audit?case=${caseId}` },
    );
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(currentPath()).toBe(`/login?returnTo=${encodeURIComponent(`/audit?case=${caseId}`)}`);
  });

  it('warns, above the timeline, when the case chain does not verify against the audit anchor (axe clean)', async () => {
    const forged = {
      ...history(null),
      integrity: {
        verified: false,
        reason: 'differs from the anchored head (rewritten since the anchor)',
        anchoredAt: T[2],
      },
    };
    const { container } = renderAudit(`/audit?case=${caseId}`, 'auditor', {
      [`GET /api/audit/cases/${caseId}/history`]: () => fakeResponse({ body: forged }),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("This case's history does not verify");
    expect(alert).toHaveTextContent('differs from the anchored head (rewritten since the anchor)');
    expect(await screen.findByRole('list', { name: 'Timeline' })).toBeInTheDocument();
    await axeClean(container);
  });
});
