import { urls } from '@gw/config';
import type { TeaserRow } from '@gw/forms';
import { attributionHeaders } from '../attribution.ts';
import { type ApiResponse, postJson } from '../http.ts';
import type { LeadCallOptions, Message } from './callOptions.ts';

export type TeaserOptions = LeadCallOptions & {
  /** The spreadsheet service; the API base when only that is given. */
  spreadsheetBase?: string | undefined;
};

/** POST {spreadsheet service}/v1/{id}/{sheet}/Sheet1, the contact teaser's row (a lead). */
export function sendTeaserRow(
  options: TeaserOptions,
  row: TeaserRow,
): Promise<ApiResponse<Message>> {
  const base = options.spreadsheetBase ?? options.apiBase ?? urls.spreadsheetBase;
  return postJson(
    `${base}/v1/${urls.spreadsheetId}/${urls.spreadsheetSheet}/Sheet1`,
    row,
    attributionHeaders(options.attribution),
  );
}
