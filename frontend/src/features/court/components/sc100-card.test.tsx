import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { AUTH_TOKEN_KEY } from '@/lib/auth-token';
import {
  fakeResponse,
  fireEvent,
  renderWithProviders,
  screen,
  stubFetch,
  waitFor,
  within,
} from '@/testing/test-utils';
import { Sc100Card } from './sc100-card';

const answers = {
  courtName: '',
  courtStreet: '',
  courtCity: '',
  courtZip: '',
  plaintiffStreet: '12 Oak Street',
  plaintiffCity: 'Fresno',
  plaintiffState: 'CA',
  plaintiffZip: '93701',
  defendantStreet: '400 Market St',
  defendantCity: 'Fresno',
  defendantState: 'CA',
  defendantZip: '93702',
  defendantPhone: '',
  agentName: '',
  agentJobTitle: '',
  agentStreet: '',
  agentCity: '',
  agentState: '',
  agentZip: '',
  secondDefendantName: '',
  secondDefendantStreet: '',
  secondDefendantCity: '',
  secondDefendantState: '',
  secondDefendantZip: '',
  venue: 'a',
  venueOther: '',
  venueZip: '93702',
  attorneyFeeDispute: false,
  feeArbitration: false,
  publicEntity: false,
  publicEntityClaimDate: null,
  moreThan12Claims: false,
  confirmsTwoClaimsOver2500: false,
};
const sc100 = { revision: 'Rev. January 1, 2024', saved: false, answers, over2500: true, leftEmpty: [] };

describe('<Sc100Card />', () => {
  it('prefills what the case knows, names a refused field, saves once, then offers the filled form (axe clean)', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1');
    const bodies: Record<string, unknown>[] = [];
    stubFetch({
      'GET /api/cases/case-1/sc-100': () => fakeResponse({ body: sc100 }),
      'PUT /api/cases/case-1/sc-100': (init) => {
        const body = JSON.parse(init?.body as string) as Record<string, unknown>;
        bodies.push(body);
        if (body.confirmsTwoClaimsOver2500 !== true)
          return fakeResponse({
            status: 400,
            body: {
              message: 'confirmsTwoClaimsOver2500: A claim over $2,500 needs your confirmation',
              errors: [
                {
                  field: 'confirmsTwoClaimsOver2500',
                  code: 'not_allowed',
                  message: 'confirmsTwoClaimsOver2500: A claim over $2,500 needs your confirmation',
                },
              ],
            },
          });
        return fakeResponse({ body: { ...sc100, saved: true, answers: { ...answers, ...body } } });
      },
    });
    const { container } = renderWithProviders(<Sc100Card caseId="case-1" />);
    const region = await screen.findByRole('region', { name: 'SC-100, the official claim form' });
    expect(await within(region).findByText(/Rev\. January 1, 2024/)).toBeInTheDocument();
    const yours = within(region).getByRole('group', { name: 'Your address (item 1)' });
    expect(within(yours).getByLabelText('City')).toHaveValue('Fresno');
    expect(within(yours).getByLabelText('ZIP code')).toHaveValue('93701');
    const court = within(region).getByRole('group', { name: 'The court' });
    // The county list fills in the court's county; the courthouse typed after it is kept when the county changes.
    const county = within(court).getByLabelText('County');
    fireEvent.change(county, { target: { value: 'Fresno' } });
    expect(within(court).getByLabelText('County and courthouse')).toHaveValue('Fresno');
    fireEvent.change(within(court).getByLabelText('County and courthouse'), {
      target: { value: 'Fresno, B.F. Sisk Courthouse' },
    });
    fireEvent.change(county, { target: { value: 'San Luis Obispo' } });
    expect(within(court).getByLabelText('County and courthouse')).toHaveValue(
      'San Luis Obispo, B.F. Sisk Courthouse',
    );
    expect(county).toHaveValue('San Luis Obispo');
    fireEvent.change(county, { target: { value: 'Fresno' } });
    fireEvent.change(within(court).getByLabelText('Street'), { target: { value: '1130 O Street' } });
    fireEvent.change(within(court).getByLabelText('City'), { target: { value: 'Fresno' } });
    fireEvent.change(within(court).getByLabelText('ZIP code'), { target: { value: '93721' } });
    expect(screen.queryByRole('button', { name: 'Download SC-100 (official form)' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Save the SC-100 answers' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/over \$2,500/);
    fireEvent.click(screen.getByLabelText(/My claim is over \$2,500/));
    fireEvent.click(screen.getByRole('button', { name: 'Save the SC-100 answers' }));
    expect(
      await screen.findByRole('button', { name: 'Download SC-100 (official form)' }),
    ).toBeInTheDocument();
    expect(bodies.at(-1)).toMatchObject({
      courtName: 'Fresno, B.F. Sisk Courthouse',
      courtZip: '93721',
      confirmsTwoClaimsOver2500: true,
    });
    expect(bodies.at(-1)).not.toHaveProperty('publicEntityClaimDate');
    await waitFor(async () => {
      const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
      expect(results.violations).toEqual([]);
    });
  });
});
