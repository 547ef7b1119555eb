import { Badge } from '@/components/ui/badge';
import { Card, CardHeader, CardTitle } from '@/components/ui/card';
import { formatLongDate } from '@/lib/format';
import type { Referral } from '../api/types';

const KIND: Record<Referral['kind'], string> = {
  matched: 'Referral request',
  direct: 'Contact request',
  case: 'Case sent to an attorney',
};

/** The user's own referral and contact requests, with whom each went to. */
export function ReferralList({ referrals }: { referrals: readonly Referral[] }) {
  if (referrals.length === 0) return null;
  return (
    <Card aria-labelledby="your-referrals">
      <CardHeader>
        <CardTitle id="your-referrals">Your referral requests</CardTitle>
      </CardHeader>
      <ul className="flex flex-col gap-3">
        {referrals.map((r) => (
          <li key={r.id} className="flex flex-col gap-1 rounded-md border border-border p-3 text-sm">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-semibold text-heading">{KIND[r.kind]}</span>
              <Badge variant={r.status === 'sent' ? 'default' : 'warning'}>
                {r.status === 'sent' ? 'Sent' : 'Waiting for payment'}
              </Badge>
              <span className="text-muted-foreground">{formatLongDate(new Date(r.createdAt))}</span>
            </div>
            <p>
              {r.status === 'sent' ? 'Sent to ' : 'For '}
              {r.attorneys.map((a) => `${a.name} (${a.firm}, ${a.city})`).join('; ')}
            </p>
          </li>
        ))}
      </ul>
    </Card>
  );
}
