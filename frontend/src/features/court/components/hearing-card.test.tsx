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
import { HearingCard } from './hearing-card';

const CHECKLIST = [
  'Copies of your documents.',
  'Your evidence.',
  'Proof of service: ask the small-claims clerk by when the other side must be served.',
];
const saved = {
  court: 'Fresno County Superior Court',
  date: '2027-01-15',
  time: '08:30',
  timeZone: 'America/Los_Angeles',
  startsAt: '2027-01-15T16:30:00.000Z',
  when: 'Friday, January 15, 2027 at 8:30 AM PST',
};

describe('<HearingCard />', () => {
  it('is filled and sent with the keyboard, names a refused field, then shows the hearing and what to bring (axe clean)', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1');
    const bodies: Record<string, unknown>[] = [];
    let deleted = 0;
    stubFetch({
      'GET /api/cases/case-1/hearing': () => fakeResponse({ body: { hearing: null, checklist: CHECKLIST } }),
      'PUT /api/cases/case-1/hearing': (init) => {
        const body = JSON.parse(init?.body as string) as Record<string, unknown>;
        bodies.push(body);
        if (body.date !== '2027-01-15')
          return fakeResponse({
            status: 400,
            body: {
              message: 'date: The hearing must be in the future',
              errors: [
                { field: 'date', code: 'out_of_range', message: 'date: The hearing must be in the future' },
              ],
            },
          });
        return fakeResponse({ body: { hearing: saved, checklist: CHECKLIST } });
      },
      'DELETE /api/cases/case-1/hearing': () => {
        deleted += 1;
        return fakeResponse({ body: { hearing: null, checklist: CHECKLIST } });
      },
    });
    const { container, user } = renderWithProviders(<HearingCard caseId="case-1" />);
    const region = await screen.findByRole('region', { name: 'Your hearing' });
    const court = await within(region).findByLabelText('Court (name and address)');
    const date = within(region).getByLabelText('Date');
    const time = within(region).getByLabelText('Time');
    const zone = within(region).getByLabelText('Time zone');
    const submit = within(region).getByRole('button', { name: 'Save the hearing' });

    // Keyboard: the fields come in reading order, and Enter sends the form.
    await user.click(court);
    await user.keyboard('Fresno County Superior Court');
    for (const next of [date, time, zone, submit]) {
      await user.tab();
      expect(next).toHaveFocus();
    }
    fireEvent.change(date, { target: { value: '2020-01-15' } });
    fireEvent.change(time, { target: { value: '08:30' } });
    await user.selectOptions(zone, 'America/Los_Angeles');
    submit.focus();
    await user.keyboard('{Enter}');
    expect(await within(region).findByRole('alert')).toHaveTextContent('The hearing must be in the future');
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(date.getAttribute('aria-describedby')).toBeTruthy();

    fireEvent.change(date, { target: { value: '2027-01-15' } });
    await user.click(submit);
    expect(await within(region).findByText(/Friday, January 15, 2027 at 8:30 AM PST/)).toBeInTheDocument();
    for (const item of CHECKLIST) expect(within(region).getByText(item)).toBeInTheDocument();
    expect(bodies.at(-1)).toEqual({
      court: 'Fresno County Superior Court',
      date: '2027-01-15',
      time: '08:30',
      timeZone: 'America/Los_Angeles',
    });
    await waitFor(async () => {
      const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
      expect(results.violations).toEqual([]);
    });

    await user.click(within(region).getByRole('button', { name: 'Remove the hearing' }));
    await waitFor(() => expect(within(region).queryByText(/January 15, 2027/)).not.toBeInTheDocument());
    expect(deleted).toBe(1);
  });
});
