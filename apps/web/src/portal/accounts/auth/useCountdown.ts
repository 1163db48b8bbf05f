import { useCallback, useEffect, useState } from 'react';

/** A seconds countdown: `start()` begins it, `reset()` gives the button back at once. */
export function useCountdown(seconds: number): { remaining: number; start: () => void; reset: () => void } {
  const [remaining, setRemaining] = useState(0);

  useEffect(() => {
    if (remaining <= 0) return undefined;
    const timer = window.setTimeout(() => setRemaining((left) => left - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [remaining]);

  const start = useCallback(() => setRemaining(seconds), [seconds]);
  const reset = useCallback(() => setRemaining(0), []);
  return { remaining, start, reset };
}
