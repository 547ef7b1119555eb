import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field, FieldError, FieldHint } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

const CASE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type AuditQuery = { kind: 'case'; caseId: string } | { kind: 'email'; email: string };

/** What the auditor typed, understood: a case id, an email, or neither (null). */
export function parseAuditQuery(text: string): AuditQuery | null {
  const value = text.trim();
  if (CASE_ID.test(value)) return { kind: 'case', caseId: value.toLowerCase() };
  if (EMAIL.test(value)) return { kind: 'email', email: value.toLowerCase() };
  return null;
}

/** One box for a case id or a claimant's email. */
export function AuditLookupForm({
  initial,
  onLookup,
}: {
  initial: string;
  onLookup: (query: AuditQuery) => void;
}) {
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = parseAuditQuery(text);
    if (!query) {
      setError('Enter a case ID (like 7d1f8f2e-3b7a-4c1e-9a55-0f3f0c3e2a11) or an email address');
      return;
    }
    setError(null);
    onLookup(query);
  };

  return (
    <form
      role="search"
      aria-label="Look up a case"
      onSubmit={submit}
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
    >
      <Field className="flex-1">
        <Label htmlFor={`${id}-q`}>Case ID or claimant email</Label>
        <Input
          id={`${id}-q`}
          name="q"
          value={text}
          onChange={(e) => setText(e.target.value)}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        />
        <FieldHint id={`${id}-hint`}>Every lookup is recorded with your name and the time.</FieldHint>
        <FieldError id={`${id}-error`} role="alert">
          {error}
        </FieldError>
      </Field>
      <Button type="submit" className="sm:mb-7">
        <Search aria-hidden="true" />
        Look up
      </Button>
    </form>
  );
}
