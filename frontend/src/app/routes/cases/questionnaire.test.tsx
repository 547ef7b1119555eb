import { describe, expect, it } from 'vitest';
import { AUTH_TOKEN_KEY } from '@/lib/auth-token';
import {
  completeAnswers,
  seedDraft,
  testJurisdictions,
  testPricing,
  testUser,
} from '@/testing/case-fixtures';
import { fakeResponse, renderWithProviders, screen, stubFetch, waitFor, within } from '@/testing/test-utils';
import { QuestionnaireRoute } from './questionnaire';

const TITLES = [
  'Case Type and Location',
  'Your Information',
  'Other Party',
  'Dispute Details',
  'Resolution Attempts',
  'Document Type and Review',
];

type Routes = Parameters<typeof stubFetch>[0];

function stubApi(extra: Routes = {}) {
  return stubFetch({
    'GET /api/jurisdictions': () => fakeResponse({ body: testJurisdictions }),
    'GET /api/pricing': () => fakeResponse({ body: testPricing }),
    'POST /api/eligibility': () => fakeResponse({ body: { ok: true, warnings: [] } }),
    ...extra,
  });
}

function signIn() {
  window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1');
  return { 'GET /api/auth/me': () => fakeResponse({ body: testUser }) } satisfies Routes;
}

function renderQuestionnaire() {
  return renderWithProviders(<QuestionnaireRoute />, { route: '/questionnaire' });
}

/** The state select once the list has loaded (a disabled placeholder stands in before). */
const findStateSelect = () =>
  waitFor(() => {
    const select = screen.getByRole('combobox', { name: /State where it happened/ });
    expect(select).toBeEnabled();
    return select;
  });

const stepHeading = (title: string) => screen.findByRole('heading', { level: 2, name: title });

function postedCases(fetchMock: ReturnType<typeof stubFetch>) {
  return fetchMock.mock.calls.filter(([url, init]) => url === '/api/cases' && init?.method === 'POST');
}

function draft() {
  return JSON.parse(window.localStorage.getItem('questionnaire-draft') ?? 'null') as {
    answers: Record<string, unknown>;
    step: number;
  } | null;
}

describe('questionnaire steps', () => {
  it('shows "Step n of 6", the percent and each title; Previous is disabled on step 1; focus moves to the step', async () => {
    stubApi();
    const { user } = renderQuestionnaire();

    expect(await stepHeading(TITLES[0]!)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    for (const [index, title] of TITLES.entries()) {
      const percent = Math.round(((index + 1) / 6) * 100);
      const heading = await stepHeading(title);
      expect(screen.getByText(`Step ${index + 1} of 6`)).toBeInTheDocument();
      expect(screen.getByText(`${percent}% Complete`)).toBeInTheDocument();
      expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(percent));
      if (index > 0) {
        expect(heading).toHaveFocus();
        expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
      }
      if (index < 5) await user.click(screen.getByRole('button', { name: /Next Step/ }));
    }

    // the last step has the two create buttons instead of Next Step
    expect(screen.queryByRole('button', { name: /Next Step/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Create Case/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Continue to Payment/ })).toBeInTheDocument();
    expect(screen.getByText('Other Party')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await stepHeading(TITLES[4]!)).toHaveFocus();
  });

  it('asks the spec questions with all case types, the states from the API, and a plain amount field', async () => {
    stubApi();
    const { user } = renderQuestionnaire();

    const caseType = await screen.findByRole('combobox', { name: /Type of case/ });
    expect(
      within(caseType)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Choose a case type',
      'Unpaid Work',
      'Landlord Dispute',
      'Vehicle Damage',
      'Property Damage',
      'Breach of Contract',
      'Security Deposit',
      'Other Dispute',
    ]);
    const state = await findStateSelect();
    expect(within(state).getAllByRole('option')).toHaveLength(testJurisdictions.length + 1);
    await user.selectOptions(state, 'CA');
    expect(
      screen.getByText(
        /Small Claims Court hears small claims in California, generally up to \$12,500 for individuals \(SueGo has not yet checked this figure against the official text\)/,
      ),
    ).toBeInTheDocument();

    for (let i = 0; i < 3; i += 1) await user.click(screen.getByRole('button', { name: /Next Step/ }));
    await stepHeading('Dispute Details');
    const amount = screen.getByRole('textbox', { name: /Amount claimed/ });
    expect(amount).toHaveAttribute('inputmode', 'decimal');
    expect(amount).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText(/Date of the incident/)).toHaveAttribute('type', 'date');
  });

  it('shows a bad amount at its field without blocking Next Step', async () => {
    stubApi();
    seedDraft({}, 3);
    const { user } = renderQuestionnaire();
    await stepHeading('Dispute Details');

    const amount = screen.getByRole('textbox', { name: /Amount claimed/ });
    await user.type(amount, '12.345');
    await user.tab();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveAccessibleDescription(expect.stringContaining('at most two decimals') as string);

    await user.clear(amount);
    await user.type(amount, '25000');
    expect(amount).toHaveAccessibleDescription(expect.stringContaining('$10,000.00 or less') as string);

    await user.click(screen.getByRole('button', { name: /Next Step/ }));
    expect(await stepHeading('Resolution Attempts')).toBeInTheDocument();
  });
});

describe('questionnaire answers', () => {
  it('prefills the case type from the home teaser, starts at its step and removes the selection', async () => {
    stubApi();
    seedDraft({ ...completeAnswers, caseType: 'landlord-dispute' }, 3);
    window.localStorage.setItem(
      'homepage-case-selection',
      JSON.stringify({ caseType: 'vehicle', startAtStep: 1 }),
    );
    renderQuestionnaire();

    expect(await stepHeading('Case Type and Location')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Type of case/ })).toHaveValue('vehicle-damage');
    expect(window.localStorage.getItem('homepage-case-selection')).toBeNull();
    // kept in the draft, with the other answers untouched
    await waitFor(() => expect(draft()?.answers.caseType).toBe('vehicle-damage'));
    expect(draft()?.step).toBe(0);
    expect(draft()?.answers.plaintiffName).toBe('Pat Doe');
  });

  it('keeps answers and the step through a reload', async () => {
    stubApi();
    const first = renderQuestionnaire();
    const state = await findStateSelect();
    await first.user.selectOptions(
      screen.getByRole('combobox', { name: /Type of case/ }),
      'security-deposit',
    );
    await first.user.selectOptions(state, 'TX');
    await first.user.click(screen.getByRole('button', { name: /Next Step/ }));
    await first.user.type(await screen.findByRole('textbox', { name: /Your full name/ }), 'Sam Lee');
    first.unmount();

    const second = renderQuestionnaire();
    expect(await stepHeading('Your Information')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Your full name/ })).toHaveValue('Sam Lee');
    await second.user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('combobox', { name: /Type of case/ })).toHaveValue('security-deposit');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /State where it happened/ })).toHaveValue('TX'),
    );
  });

  it('reviews every answer on the last step, each group with an Edit link back to its step', async () => {
    stubApi();
    seedDraft(completeAnswers, 5);
    const { user } = renderQuestionnaire();
    await stepHeading('Document Type and Review');

    const expected = [
      'Unpaid Work',
      'California',
      completeAnswers.plaintiffName,
      completeAnswers.plaintiffEmail,
      completeAnswers.plaintiffAddress,
      completeAnswers.plaintiffPhone,
      completeAnswers.defendantName,
      completeAnswers.defendantAddress,
      completeAnswers.disputeDescription,
      '$2,500.00',
      'March 14, 2025',
      completeAnswers.attemptedResolution,
      completeAnswers.evidenceDescription,
    ];
    await waitFor(() => expect(screen.getByText('California')).toBeInTheDocument());
    for (const value of expected) expect(screen.getByText(value)).toBeInTheDocument();
    // document type with the catalog price, never a hard-coded one
    expect(screen.getByRole('radio', { name: /Demand Letter/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Demand Letter/ })).toHaveAccessibleName(
      expect.stringContaining('$7') as string,
    );
    expect(screen.getByRole('radio', { name: /Small Claims Filing Package/ })).toHaveAccessibleName(
      expect.stringContaining('$18.50') as string,
    );
    for (const title of TITLES.slice(0, 5)) {
      expect(screen.getByRole('button', { name: `Edit ${title}` })).toBeInTheDocument();
    }

    await user.click(screen.getByRole('button', { name: 'Edit Other Party' }));
    expect(await stepHeading('Other Party')).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /Their name/ })).toHaveValue(completeAnswers.defendantName);
    await user.click(screen.getByRole('button', { name: 'Back to Review' }));
    expect(await stepHeading('Document Type and Review')).toBeInTheDocument();
  });

  it('asks who is making the claim on step 1 and checks a business claim as a business', async () => {
    const bodies: Array<Record<string, unknown>> = [];
    stubApi({
      'POST /api/eligibility': (init) => {
        bodies.push(JSON.parse(init?.body as string) as Record<string, unknown>);
        return fakeResponse({
          body: {
            ok: true,
            warnings: [
              {
                code: 'business_court',
                message:
                  "Businesses cannot use New York's small claims court: a business files in the Commercial Claims Part.",
                citation: 'N.Y.C. Civ. Ct. Act §§1801-A, 1803-A',
              },
            ],
          },
        });
      },
    });
    seedDraft({ ...completeAnswers, state: 'NY', amountClaimed: '4000' }, 0);
    const { user } = renderQuestionnaire();
    await stepHeading('Case Type and Location');

    const who = screen.getByLabelText(/Who is making the claim\?/);
    expect(who).toHaveValue('individual');
    expect(
      within(who)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Me, as a person', 'A business or organization (company, LLC, partnership, nonprofit)']);
    await waitFor(() => expect(bodies.length).toBeGreaterThan(0));
    expect(bodies.at(-1)).not.toHaveProperty('claimantKind');

    await user.selectOptions(who, 'business');
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ state: 'NY', claimantKind: 'business' }));
    const panel = await screen.findByRole('region', { name: 'Eligibility check' });
    expect(await within(panel).findByText('Where a business files')).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('questionnaire-draft') ?? '{}')).toMatchObject({
      answers: { claimantKind: 'business' },
    });
  });

  it('shows eligibility warnings and a refusal with their citations once state and amount are known', async () => {
    const bodies: unknown[] = [];
    stubApi({
      'POST /api/eligibility': (init) => {
        bodies.push(JSON.parse(init?.body as string));
        return fakeResponse({
          body: {
            ok: false,
            warnings: [
              {
                code: 'over_state_limit',
                message: 'Amount claimed ($9,000.00) is over the limit. Choose a demand letter instead.',
                citation: 'Test Code § 1',
              },
              { code: 'pre_suit_notice', message: 'Send a 30-day notice first.', citation: 'Test Code § 2' },
            ],
            refusal: {
              field: 'amount',
              message: 'Amount claimed ($9,000.00) is over the limit. Choose a demand letter instead.',
            },
          },
        });
      },
    });
    seedDraft({ ...completeAnswers, amountClaimed: '9,000', documentType: 'small_claims' }, 0);
    renderQuestionnaire();
    await stepHeading('Case Type and Location');

    const panel = await screen.findByRole('region', { name: 'Eligibility check' });
    expect(
      await within(panel).findByText(/is over the limit. Choose a demand letter instead/),
    ).toBeInTheDocument();
    expect(within(panel).getByText("SueGo can't take this claim as it is")).toBeInTheDocument();
    expect(within(panel).getByText('Source: Test Code § 1')).toBeInTheDocument();
    expect(within(panel).getByText('Send a 30-day notice first.')).toBeInTheDocument();
    expect(within(panel).getByText('Source: Test Code § 2')).toBeInTheDocument();
    // the refusal is not repeated as a warning
    expect(within(panel).getAllByText(/is over the limit/)).toHaveLength(1);
    // The letter's answers go too, so the screen warns about what the letter will do (issue 23).
    expect(bodies.at(-1)).toEqual({
      state: 'CA',
      amount: '9000.00',
      documentType: 'small_claims',
      caseType: 'unpaid-work',
      incidentDate: '2025-03-14',
      defendantAddress: '400 Market Street, San Francisco, CA 94105',
    });
  });

  it('does not check eligibility before the amount is known', async () => {
    const fetchMock = stubApi();
    seedDraft({ ...completeAnswers, amountClaimed: '' }, 0);
    renderQuestionnaire();
    await stepHeading('Case Type and Location');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.queryByRole('region', { name: 'Eligibility check' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/eligibility')).toBe(false);
  });
});

describe('creating the case', () => {
  it('needs name and email: "Missing Information", no request, and the step with the fields opens', async () => {
    const fetchMock = stubApi(signIn());
    seedDraft({ ...completeAnswers, plaintiffName: ' ', plaintiffEmail: '' }, 5);
    const { user } = renderQuestionnaire();
    await stepHeading('Document Type and Review');
    await screen.findByText(/Signed in as/);

    await user.click(screen.getByRole('button', { name: /Create Case/ }));

    const title = await screen.findByText('Missing Information');
    expect(title.closest('[data-slot="toast"]')).toHaveAttribute('data-variant', 'destructive');
    expect(screen.getByText('Please provide your name and email.')).toBeInTheDocument();
    expect(await stepHeading('Your Information')).toBeInTheDocument();
    const name = screen.getByRole('textbox', { name: /Your full name/ });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(name).toHaveFocus());
    expect(screen.getByRole('textbox', { name: /Your email/ })).toHaveAttribute('aria-invalid', 'true');
    expect(postedCases(fetchMock)).toHaveLength(0);
  });

  it('needs the terms checked before anything is sent', async () => {
    const fetchMock = stubApi({
      ...signIn(),
      'POST /api/cases': () => fakeResponse({ status: 201, body: { id: 'case-9', status: 'pending' } }),
    });
    seedDraft({ ...completeAnswers, agreedToTerms: false }, 5);
    const { user, currentPath } = renderQuestionnaire();
    await stepHeading('Document Type and Review');
    await screen.findByText(/Signed in as/);

    await user.click(screen.getByRole('button', { name: /Create Case/ }));
    const terms = screen.getByRole('checkbox', { name: /I agree to the Terms of Service/ });
    await waitFor(() => expect(terms).toHaveAttribute('aria-invalid', 'true'));
    expect(terms).toHaveAccessibleDescription('Please agree to the Terms of Service to create your case.');
    expect(terms).toHaveFocus();
    expect(postedCases(fetchMock)).toHaveLength(0);

    await user.click(terms);
    await user.click(screen.getByRole('button', { name: /Create Case/ }));
    await waitFor(() => expect(currentPath()).toBe('/checkout/case-9'));
    expect(postedCases(fetchMock)).toHaveLength(1);
  });

  it('creates the case, clears the draft and goes to checkout', async () => {
    const fetchMock = stubApi({
      ...signIn(),
      'POST /api/cases': () => fakeResponse({ status: 201, body: { id: 'case-1', status: 'pending' } }),
      'GET /api/cases/my-documents': () => fakeResponse({ body: [] }),
    });
    seedDraft({ ...completeAnswers, amountClaimed: '2,500' }, 5);
    const { user, currentPath } = renderQuestionnaire();
    await stepHeading('Document Type and Review');
    await screen.findByText(/Signed in as/);

    await user.click(screen.getByRole('button', { name: /Continue to Payment/ }));

    expect(await screen.findByText('Case Created Successfully')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/checkout/case-1'));
    const [call] = postedCases(fetchMock);
    expect((call?.[1]?.headers as Record<string, string>).Authorization).toBe('Bearer tok-1');
    expect(JSON.parse(call?.[1]?.body as string)).toEqual({
      caseType: 'unpaid-work',
      state: 'CA',
      amount: '2500.00',
      // separators people type are dropped: the server takes digits with at most two decimals
      formData: { ...completeAnswers, amountClaimed: '2500', agreedToTerms: true },
    });
    expect(window.localStorage.getItem('questionnaire-draft')).toBeNull();
    expect(window.localStorage.getItem('current-case-id')).toBe('case-1');
  });

  it('goes to the document preview when the server answers paid', async () => {
    stubApi({
      ...signIn(),
      'POST /api/cases': () => fakeResponse({ status: 201, body: { id: 'case-2', status: 'paid' } }),
    });
    seedDraft(completeAnswers, 5);
    const { user, currentPath } = renderQuestionnaire();
    await stepHeading('Document Type and Review');
    await screen.findByText(/Signed in as/);

    await user.click(screen.getByRole('button', { name: /Create Case/ }));
    expect(await screen.findByText('Case Created Successfully')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/document-preview/case-2'));
  });

  it('shows "Error Creating Case" with the server message and marks the field it names', async () => {
    stubApi({
      ...signIn(),
      'POST /api/cases': () =>
        fakeResponse({
          status: 400,
          body: {
            statusCode: 400,
            message: 'formData.plaintiffEmail must be an email',
            error: 'Bad Request',
          },
        }),
    });
    seedDraft(completeAnswers, 5);
    const { user, currentPath } = renderQuestionnaire();
    await stepHeading('Document Type and Review');
    await screen.findByText(/Signed in as/);

    await user.click(screen.getByRole('button', { name: /Create Case/ }));

    const title = await screen.findByText('Error Creating Case');
    expect(title.closest('[data-slot="toast"]')).toHaveAttribute('data-variant', 'destructive');
    expect(await stepHeading('Your Information')).toBeInTheDocument();
    const email = screen.getByRole('textbox', { name: /Your email/ });
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(
      expect.stringContaining('formData.plaintiffEmail must be an email') as string,
    );
    expect(currentPath()).toBe('/questionnaire');
    expect(window.localStorage.getItem('questionnaire-draft')).not.toBeNull();
  });

  it('falls back to "Please try again." when the server gives no message', async () => {
    stubApi({
      ...signIn(),
      'POST /api/cases': () => fakeResponse({ status: 502, statusText: 'Bad Gateway' }),
    });
    seedDraft(completeAnswers, 5);
    const { user } = renderQuestionnaire();
    await stepHeading('Document Type and Review');
    await screen.findByText(/Signed in as/);

    await user.click(screen.getByRole('button', { name: /Create Case/ }));
    expect(await screen.findByText('Error Creating Case')).toBeInTheDocument();
    expect(screen.getByText('Please try again.')).toBeInTheDocument();
  });

  it('lets a visitor sign in at the last step and create the case without losing answers', async () => {
    const fetchMock = stubApi({
      'POST /api/auth/login': () => fakeResponse({ body: { token: 'tok-new', user: testUser } }),
      'POST /api/cases': () => fakeResponse({ status: 201, body: { id: 'case-3', status: 'pending' } }),
    });
    seedDraft(completeAnswers, 5);
    const { user, currentPath } = renderQuestionnaire();
    await stepHeading('Document Type and Review');

    const panel = screen.getByRole('region', { name: 'Create an account or sign in to save your case' });
    // pressing Create Case first only points at the panel
    await user.click(screen.getByRole('button', { name: /Create Case/ }));
    expect(
      await screen.findByText(/Create an account or sign in above to save your case/),
    ).toBeInTheDocument();
    expect(postedCases(fetchMock)).toHaveLength(0);

    // registering is offered with the questionnaire's name and email
    expect(within(panel).getByLabelText('Full name')).toHaveValue('Pat Doe');
    await user.click(within(panel).getByRole('button', { name: 'I have an account' }));
    await user.type(within(panel).getByLabelText('Email'), 'pat@example.com');
    await user.type(within(panel).getByLabelText('Password'), 'password123');
    await user.click(within(panel).getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText(/Signed in as/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Create an account or sign in/ })).not.toBeInTheDocument();
    expect(screen.getByText(completeAnswers.disputeDescription)).toBeInTheDocument();
    expect(currentPath()).toBe('/questionnaire');

    await user.click(screen.getByRole('button', { name: /Create Case/ }));
    await waitFor(() => expect(currentPath()).toBe('/checkout/case-3'));
    const [call] = postedCases(fetchMock);
    expect((call?.[1]?.headers as Record<string, string>).Authorization).toBe('Bearer tok-new');
    expect(JSON.parse(call?.[1]?.body as string).formData.defendantName).toBe(completeAnswers.defendantName);
  });
});
