import type { MailService } from '../api/types';
import { formatMoney, SERVICE_LABELS } from './mailing-labels';

const DESCRIPTIONS: Record<MailService, string> = {
  certified: 'USPS records the delivery date, so you can prove when it arrived.',
  first_class: 'Tracked until it is out for delivery; the delivery date is an estimate.',
};

/** How to mail it: certified (with electronic return receipt) or First-Class, at the catalog's prices. */
export function ServiceChoice({
  value,
  prices,
  onChange,
}: {
  value: MailService;
  prices: Record<MailService, number> | null;
  onChange: (service: MailService) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 font-semibold text-heading">How should we mail it?</legend>
      {(['certified', 'first_class'] as const).map((service) => (
        <label
          key={service}
          className="flex cursor-pointer items-start gap-3 rounded-md border border-border p-3 has-[:checked]:border-primary has-[:checked]:bg-primary-soft"
        >
          <input
            type="radio"
            name="mail-service"
            value={service}
            checked={value === service}
            onChange={() => onChange(service)}
            className="mt-1 size-4 accent-primary"
          />
          <span className="flex flex-col">
            <span className="font-semibold">
              {SERVICE_LABELS[service]}
              {prices ? ` — ${formatMoney(prices[service])}` : ''}
            </span>
            <span className="text-sm text-muted-foreground">
              {DESCRIPTIONS[service]} Included with SuePro Business.
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
