import { cn } from '@/lib/utils';
import { useChangeLanguage } from '@/lib/i18n/account-language';
import { LANGUAGE_NAMES, LANGUAGES } from '@/lib/i18n/language';
import { useT } from '@/lib/i18n/use-t';
import { messages as m } from './messages';

/**
 * English / Español (issue 33, ADR 201): each name in its own language (`lang`), the current one pressed. The page
 * changes in place (same address), `<html lang>` follows, the browser remembers it and so does the account.
 */
export function LanguageSwitch({
  className,
  tone = 'light',
}: {
  className?: string;
  tone?: 'light' | 'dark';
}) {
  const t = useT();
  const language = t.language;
  const setLanguage = useChangeLanguage();
  return (
    <div role="group" aria-label={t(m.language)} className={cn('flex items-center gap-1 text-sm', className)}>
      {LANGUAGES.map((code, index) => (
        <span key={code} className="flex items-center gap-1">
          {index > 0 ? <span aria-hidden="true">/</span> : null}
          <button
            type="button"
            lang={code}
            aria-pressed={language === code}
            onClick={() => void setLanguage(code)}
            className={cn(
              'rounded-sm px-1 py-0.5 underline-offset-4 hover:underline',
              language === code && 'font-semibold underline',
              tone === 'dark'
                ? 'text-navy-100 hover:text-white focus-visible:outline-white'
                : 'text-navy-800',
            )}
          >
            {LANGUAGE_NAMES[code]}
          </button>
        </span>
      ))}
    </div>
  );
}
