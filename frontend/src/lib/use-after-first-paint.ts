import { useEffect, useState } from 'react';

/**
 * False during the render that draws the page, true once the browser has painted it (the frame after the next
 * animation frame): for what is below the fold, so its code and its work start after the first screen is drawn.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, []);
  return painted;
}
