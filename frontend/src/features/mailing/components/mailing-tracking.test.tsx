import { describe, expect, it } from 'vitest';
import { renderWithProviders, screen, within } from '@/testing/test-utils';
import type { Mailing } from '../api/types';
import { MailingTracking } from './mailing-tracking';

const mailing = (over: Partial<Mailing> = {}): Mailing => ({
  id: 'm1',
  caseId: 'c1',
  documentId: 'd1',
  version: '1.0',
  status: 'mailed',
  service: 'certified',
  carrier: 'lob',
  price: 1295,
  payment: 'card',
  from: ['Ana Ortiz', '5 Court St', 'Brooklyn, NY 11201'],
  to: ['Brightline Studio LLC', '100 Broadway', 'New York, NY 10005'],
  trackingNumber: '9407111899223197428490',
  providerLetterId: 'ltr_1',
  pdfSha256: 'ab'.repeat(32),
  pageCount: 2,
  mailedOn: '2026-12-01',
  deliveredAt: null,
  returnedAt: null,
  deliveryDate: '2026-12-04',
  deliveryIsEstimate: true,
  letterDate: '2026-12-01',
  responseDueDate: '2026-12-31',
  deliveryShortfall: null,
  rejectedReason: null,
  refundedAmount: 0,
  resendOf: null,
  proofAvailable: true,
  events: [
    {
      status: 'mailed',
      description: 'Handed to the mail service',
      location: null,
      at: '2026-12-01T10:00:00Z',
    },
  ],
  createdAt: '2026-12-01T09:00:00Z',
  updatedAt: '2026-12-01T10:00:00Z',
  ...over,
});

describe('<MailingTracking />', () => {
  it('says where the letter is: mailed with its tracking number, an estimated delivery, the printed response date and the proof', () => {
    renderWithProviders(<MailingTracking mailing={mailing()} caseId="c1" />);
    const card = screen.getByRole('article', {
      name: 'USPS Certified Mail with electronic return receipt: Mailed',
    });
    expect(within(card).getByText('9407111899223197428490')).toBeInTheDocument();
    expect(within(card).getByText('December 4, 2026 (an estimate)')).toBeInTheDocument();
    expect(within(card).getByText('December 31, 2026')).toBeInTheDocument();
    expect(
      within(card).getByRole('button', { name: 'Download the mailed letter (PDF)' }),
    ).toBeInTheDocument();
    expect(within(card).queryByText(/Test mode/)).toBeNull();
  });

  it('delivered with fewer days left than promised: says so and suggests a final notice with a new date', () => {
    renderWithProviders(
      <MailingTracking
        mailing={mailing({
          status: 'delivered',
          deliveredAt: '2026-12-12T15:00:00Z',
          deliveryDate: '2026-12-12',
          deliveryIsEstimate: false,
          deliveryShortfall: { daysLeft: 19, daysPromised: 25, suggestedDate: '2027-01-12' },
        })}
        caseId="c1"
      />,
    );
    expect(screen.getByText('December 12, 2026')).toBeInTheDocument();
    expect(screen.getByText('Less time than your letter promised')).toBeInTheDocument();
    expect(
      screen.getByText(/leaves 19 days before the date in your letter, fewer than the 25 days it promised/),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Consider sending a final notice with a new response date of January 12, 2027.'),
    ).toBeInTheDocument();
  });

  it('a sandbox letter says it was not really mailed; a rejected one says it was refunded', () => {
    renderWithProviders(
      <MailingTracking
        mailing={mailing({
          carrier: 'sandbox',
          status: 'rejected',
          rejectedReason: 'address undeliverable',
          refundedAmount: 1295,
          proofAvailable: false,
        })}
        caseId="c1"
      />,
    );
    expect(screen.getByText('Test mode: this letter was not really mailed.')).toBeInTheDocument();
    expect(
      screen.getByText('The mail service refused this letter: address undeliverable'),
    ).toBeInTheDocument();
    expect(screen.getByText('Your payment of $12.95 was refunded.')).toBeInTheDocument();
  });
});
