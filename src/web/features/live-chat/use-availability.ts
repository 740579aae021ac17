import { useEffect, useState } from 'react';
import type { Availability } from '../../../domain/site/business-hours.schema.ts';

/**
 * Whether someone answers now (business hours, set on Hệ thống), asked once when the panel opens; unknown (null)
 * until the answer comes or when it fails, in which case the panel says nothing about hours.
 */
export function useAvailability(): Availability | null {
  const [availability, setAvailability] = useState<Availability | null>(null);
  useEffect(() => {
    let current = true;
    fetch('/api/livechat/availability')
      .then((r) => r.json() as Promise<{ success: boolean; data?: Availability }>)
      .then((body) => {
        if (current && body.success && body.data) setAvailability(body.data);
      })
      .catch(() => {});
    return () => {
      current = false;
    };
  }, []);
  return availability;
}
