import { urls } from '@gw/config';
import type { TeaserRow } from '@gw/forms';
import { type ApiResponse, postJson } from '../http.ts';
import { leadHeaders } from '../leadHeaders.ts';
import type { LeadCallOptions, Message } from './callOptions.ts';

export type TeaserOptions = LeadCallOptions & {
  /** The spreadsheet service; the API base when only that is given. */
  spreadsheetBase?: string | undefined;
};

/** {spreadsheet service}/v1/{id}/{sheet}/Sheet1: where the contact teaser's row goes. */
export function teaserRowUrl(options: TeaserOptions): string {
  const base = options.spreadsheetBase ?? options.apiBase ?? urls.spreadsheetBase;
  return `${base}/v1/${urls.spreadsheetId}/${urls.spreadsheetSheet}/Sheet1`;
}

/** POST the contact teaser's row (a lead) to the spreadsheet service. */
export function sendTeaserRow(
  options: TeaserOptions,
  row: TeaserRow,
): Promise<ApiResponse<Message>> {
  return postJson(teaserRowUrl(options), row, leadHeaders(options.attribution, options.consent));
}
