import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { StatusList, StatusRow } from './status-row';

interface Values {
  name: string;
  email: string;
  address: string;
  phone: string;
}

const EMPTY: Values = { name: '', email: '', address: '', phone: '' };

/** Checks that typing into form controls works on this device. Nothing leaves the browser. */
export function InputTestForm() {
  const id = useId();
  const [values, setValues] = useState<Values>(EMPTY);
  const [submitted, setSubmitted] = useState<Values | null>(null);

  const onChange = (key: keyof Values) => (event: ChangeEvent<HTMLInputElement>) =>
    setValues((v) => ({ ...v, [key]: event.target.value }));
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(values);
  };

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>Test form</CardTitle>
          <CardDescription>Type anything. What you enter stays in this browser tab.</CardDescription>
        </CardHeader>
        <form onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Input test">
          <Field>
            <Label htmlFor={`${id}-name`}>Name</Label>
            <Input id={`${id}-name`} autoComplete="name" value={values.name} onChange={onChange('name')} />
          </Field>
          <Field>
            <Label htmlFor={`${id}-email`}>Email</Label>
            <Input id={`${id}-email`} type="email" autoComplete="email" value={values.email} onChange={onChange('email')} />
          </Field>
          <Field>
            <Label htmlFor={`${id}-address`}>Address</Label>
            <Input
              id={`${id}-address`}
              autoComplete="street-address"
              value={values.address}
              onChange={onChange('address')}
            />
          </Field>
          <Field>
            <Label htmlFor={`${id}-phone`}>Phone</Label>
            <Input id={`${id}-phone`} type="tel" autoComplete="tel" value={values.phone} onChange={onChange('phone')} />
          </Field>
          <div className="flex flex-wrap gap-3">
            <Button type="submit">Show values</Button>
            <Button
              variant="outline"
              onClick={() => {
                setValues(EMPTY);
                setSubmitted(null);
              }}
            >
              Clear
            </Button>
          </div>
        </form>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>What the form received</CardTitle>
        </CardHeader>
        <div aria-live="polite">
          {submitted ? (
            <StatusList>
              <StatusRow label="Name">{submitted.name || '(empty)'}</StatusRow>
              <StatusRow label="Email">{submitted.email || '(empty)'}</StatusRow>
              <StatusRow label="Address">{submitted.address || '(empty)'}</StatusRow>
              <StatusRow label="Phone">{submitted.phone || '(empty)'}</StatusRow>
            </StatusList>
          ) : (
            <p className="text-muted-foreground">Press “Show values” to see what was entered.</p>
          )}
        </div>
      </Card>
    </div>
  );
}
