import { parseAmount } from '../amount.ts';
import type { FundingPayload, FundingValues } from '../structs/funding.ts';

/**
 * Funding application: empty values and empty lists omitted, amount as a number (only when > 0),
 * files as {S3Key, Bucket, type} (spec §5, §7).
 */
export function buildFundingPayload(values: FundingValues): FundingPayload {
  const amount = parseAmount(values.amount);
  const files = (values.uploadedFiles ?? []).map(({ S3Key, Bucket, type }) => ({
    S3Key,
    Bucket,
    type,
  }));
  const payload: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (key === 'amount' || key === 'uploadedFiles') continue;
    const text = typeof value === 'string' ? value.trim() : value;
    if (text !== '' && text !== undefined && text !== null) payload[key] = text;
  }
  if (files.length) payload.uploadedFiles = files;
  if (amount > 0) payload.amount = amount;
  return payload as FundingPayload;
}
