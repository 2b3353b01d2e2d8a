import type { DemoPayload, DemoValues } from '../structs/demo.ts';
import { trim } from './trim.ts';

/** Demo lead: trimmed fields; description only when non-empty (spec §5). */
export function buildDemoPayload(values: DemoValues): DemoPayload {
  const description = trim(values.description);
  return {
    businessName: trim(values.businessName),
    firstName: trim(values.firstName),
    lastName: trim(values.lastName),
    phone: trim(values.phone),
    email: trim(values.email),
    ...(description ? { description } : {}),
  };
}
