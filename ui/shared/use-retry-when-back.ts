/** A panel whose read failed runs it again by itself when the service answers again (or the browser is back online). */
import { useEffect } from 'preact/hooks';
import { serviceBack } from './service-health';

export function useRetryWhenBack(failed: boolean, retry: () => void): void {
  const back = serviceBack.value;
  useEffect(() => {
    if (failed && back > 0) retry();
  }, [back]);
}
