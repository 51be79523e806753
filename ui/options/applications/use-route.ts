/** The job whose details are open: `#applications/<encoded jobId>`, followed as the address changes. */
import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { APPLICATION_ROUTE } from '../../../model/application';

const PREFIX = `#${APPLICATION_ROUTE}/`;

export function openJobOf(hash: string): string | undefined {
  if (!hash.startsWith(PREFIX)) return undefined;
  try {
    return decodeURIComponent(hash.slice(PREFIX.length)) || undefined;
  } catch {
    return undefined;
  }
}

export function useOpenJob(): string | undefined {
  const open = useSignal(openJobOf(location.hash));
  useEffect(() => {
    const update = () => {
      open.value = openJobOf(location.hash);
    };
    addEventListener('hashchange', update);
    return () => removeEventListener('hashchange', update);
  }, []);
  return open.value;
}
