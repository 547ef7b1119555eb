import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from './toaster';
import { reducer, toast, TOAST_DURATION, TOAST_LIMIT, TOAST_REMOVE_DELAY, useToast } from './use-toast';

describe('toast store', () => {
  it('keeps at most one toast (spec §9)', () => {
    expect(TOAST_LIMIT).toBe(1);
    let state = { toasts: [] as Parameters<typeof reducer>[0]['toasts'] };
    state = reducer(state, { type: 'ADD_TOAST', toast: { id: '1', title: 'First', open: true } });
    state = reducer(state, { type: 'ADD_TOAST', toast: { id: '2', title: 'Second', open: true } });
    expect(state.toasts.map((t) => t.id)).toEqual(['2']);
  });

  it('removes a dismissed toast 1,000,000 ms later', () => {
    vi.useFakeTimers();
    function Count() {
      const { toasts } = useToast();
      return <p>{`toasts: ${toasts.length}, open: ${toasts.filter((t) => t.open).length}`}</p>;
    }
    render(<Count />);
    act(() => {
      toast({ title: 'Bye' }).dismiss();
    });
    expect(screen.getByText('toasts: 1, open: 0')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
    });
    expect(screen.getByText('toasts: 1, open: 0')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByText('toasts: 0, open: 0')).toBeInTheDocument();
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
    vi.useRealTimers();
  });
});

describe('<Toaster />', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows only the newest toast', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'First toast' });
      toast({ title: 'Second toast', variant: 'destructive' });
    });
    expect(screen.queryByText('First toast')).not.toBeInTheDocument();
    expect(screen.getByText('Second toast')).toBeInTheDocument();
  });

  it('closes a toast after the default 5,000 ms', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast({ title: 'Saved', description: 'All good.' });
    });
    expect(TOAST_DURATION).toBe(5_000);

    act(() => {
      vi.advanceTimersByTime(4_900);
    });
    expect(screen.getByText('Saved')).toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('offers the F8 hotkey to reach notifications', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Hello' });
    });
    expect(screen.getByRole('region', { name: /notifications \(F8\)/i })).toBeInTheDocument();
  });
});
