import type { MailService } from '../api/types';
import { formatMoney, serviceLabel } from './mailing-labels';
import { useT } from '@/lib/i18n/use-t';
import { messages as m } from '../messages';

const DESCRIPTIONS = { certified: m.describeCertified, first_class: m.describeFirstClass } as const;

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
  const t = useT();
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 font-semibold text-heading">{t(m.howToMail)}</legend>
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
              {prices
                ? t(m.servicePrice, { service: serviceLabel(service), price: formatMoney(prices[service]) })
                : serviceLabel(service)}
            </span>
            <span className="text-sm text-muted-foreground">
              {t(m.includedWithSuePro, { description: t(DESCRIPTIONS[service]) })}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
