import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import type { CaseHistoryEvent } from '../api/types';
import { formatInstant, historyStops, stopIndexFor } from './audit-format';

/**
 * The time slider: one stop per instant the case changed at (the case is the same between them). Arrow keys, Home
 * and End move it (a native range input); the chosen instant goes to `onChange` once it rests for 300 ms, so
 * dragging across ten events is one lookup, not ten.
 */
export function AsOfSlider({
  events,
  asOf,
  onChange,
}: {
  events: readonly CaseHistoryEvent[];
  asOf: string | null;
  onChange: (asOf: string | null) => void;
}) {
  const id = useId();
  const stops = historyStops(events);
  const fromUrl = Math.max(0, stopIndexFor(stops, asOf));
  const [index, setIndex] = useState(fromUrl);
  const [touched, setTouched] = useState(false);
  const settled = useDebouncedValue(index, 300);

  // The address changed (Back, a shared link): follow it.
  useEffect(() => {
    setIndex(fromUrl);
    setTouched(false);
  }, [fromUrl, asOf]);

  useEffect(() => {
    // Only a move by the user that has come to rest changes the address (not a new `onChange` identity).
    if (!touched || settled !== index) return;
    const at = stops[settled]?.at ?? null;
    if (at !== asOf) onChange(at);
  }, [settled, touched, index]);

  if (stops.length === 0) return null;
  const stop = stops[index]!;
  const last = stops.length - 1;
  const describe = (i: number) => {
    const s = stops[i]!;
    const what = s.events.map((e) => e.summary).join('; ');
    return `${formatInstant(s.at)}, after event ${s.events.at(-1)!.position} of ${events.length}: ${what}`;
  };

  return (
    <div className="flex flex-col gap-3">
      <Label htmlFor={`${id}-range`}>Case as of</Label>
      <input
        id={`${id}-range`}
        type="range"
        min={0}
        max={last}
        step={1}
        value={index}
        disabled={last === 0}
        aria-valuetext={describe(index)}
        aria-describedby={`${id}-now`}
        onChange={(e) => {
          setTouched(true);
          setIndex(Number(e.target.value));
        }}
        className="h-11 w-full cursor-pointer accent-primary"
      />
      <div className="flex justify-between text-xs text-muted-foreground" aria-hidden="true">
        <span>{formatInstant(stops[0]!.at)}</span>
        <span>{formatInstant(stops[last]!.at)}</span>
      </div>
      <p id={`${id}-now`} className="text-sm">
        <output htmlFor={`${id}-range`} className="font-semibold">
          {formatInstant(stop.at)}
        </output>{' '}
        — after event {stop.events.at(-1)!.position} of {events.length}
        {index === last && asOf === null ? ' (latest)' : ''}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={index === 0}
          onClick={() => {
            setTouched(true);
            setIndex((i) => Math.max(0, i - 1));
          }}
        >
          Previous event
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={index === last}
          onClick={() => {
            setTouched(true);
            setIndex((i) => Math.min(last, i + 1));
          }}
        >
          Next event
        </Button>
        <Button variant="ghost" size="sm" disabled={asOf === null} onClick={() => onChange(null)}>
          Show latest
        </Button>
      </div>
    </div>
  );
}
