import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAfterFirstPaint } from './use-after-first-paint';

describe('useAfterFirstPaint', () => {
  it('is false for the first render and true after the next frame has been painted', () => {
    vi.useFakeTimers();
    try {
      const { result } = renderHook(() => useAfterFirstPaint());
      expect(result.current).toBe(false);
      act(() => {
        vi.advanceTimersToNextFrame();
      });
      expect(result.current).toBe(false);
      act(() => {
        vi.runOnlyPendingTimers();
      });
      expect(result.current).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
