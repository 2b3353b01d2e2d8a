/**
 * A lead sent by a widget in test mode (`mode="test"`, issue 28) says so in this header, beside
 * the attribution: the API stores it flagged as test, out of the inbox's default view, its counts,
 * the CSV and webhooks, and answers `test: true`. (Its own module: only the lead calls need it,
 * not a widget's first load.)
 */
export const modeHeader = 'X-Gw-Mode';
