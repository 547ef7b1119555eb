import { Clock, Mail } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

/** The side information of /support (spec §2): the response promise and the support hours. */
export function SupportInfo() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>How we help</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <div className="flex gap-3">
          <Mail className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          <div>
            <h3 className="font-semibold">Response time</h3>
            <p className="text-sm text-muted-foreground">We respond within 24 hours on business days.</p>
          </div>
        </div>
        <div className="flex gap-3">
          <Clock className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          <div>
            <h3 className="font-semibold">Support hours</h3>
            <p className="text-sm text-muted-foreground">Monday-Friday 9:00 AM-6:00 PM EST</p>
          </div>
        </div>
        <p className="text-sm text-muted-foreground">SueGo is not a law firm and cannot give legal advice.</p>
      </CardContent>
    </Card>
  );
}
