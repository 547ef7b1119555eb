import { BellRing } from 'lucide-react';
import { useId } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { getErrorMessage } from '@/lib/api-client';
import { useReminderPreference, useSetReminderPreference } from '../api/reminder-preferences';
import { useT } from '@/lib/i18n/use-t';
import { messages as m } from '../messages';

/** The account page's switch for case reminders: the same one every reminder's unsubscribe link turns off. */
export function ReminderSwitch() {
  const t = useT();
  const headingId = useId();
  const checkboxId = useId();
  const preference = useReminderPreference();
  const set = useSetReminderPreference();
  const checked = set.isPending ? set.variables : (preference.data?.emailReminders ?? true);
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader>
        <div className="flex items-center gap-2">
          <BellRing className="size-5 text-primary" aria-hidden="true" />
          <CardTitle id={headingId}>{t(m.remindersTitle)}</CardTitle>
        </div>
        <CardDescription>{t(m.remindersBody)}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        <div className="flex items-center gap-3">
          <input
            id={checkboxId}
            type="checkbox"
            className="size-5 accent-primary"
            checked={checked}
            disabled={preference.isPending || set.isPending}
            onChange={(e) => set.mutate(e.target.checked)}
          />
          <label htmlFor={checkboxId} className="font-medium">
            {t(m.remindersLabel)}
          </label>
        </div>
        {set.isError || preference.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {getErrorMessage(set.error ?? preference.error, t(m.remindersFailed))}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
