// Apart from locale.ts: only the UI kit's lazily loaded country list (and the API) reads these,
// so a widget's first load carries none of it.

/**
 * Countries every country and dial-code list shows first (issue 26): the main market, Nigeria
 * (spec §1), then the diaspora. The spec names no diaspora countries as such, so these are the
 * brief's United Kingdom, United States and Canada; the rest follow alphabetically.
 */
export const priorityCountries = ['NG', 'GB', 'US', 'CA'] as const;

/**
 * English names the `countries-list` data writes without their diacritics (Côte d'Ivoire: under
 * another name), by ISO code. The UI kit reads the list through this table, so the site, the
 * remotes and the widgets (whose build packs the package's own names) all show these; the API's
 * states lookup knows them too.
 */
export const countryNameCorrections: Readonly<Record<string, string>> = {
  AX: 'Åland Islands',
  BL: 'Saint Barthélemy',
  CI: "Côte d'Ivoire",
  CW: 'Curaçao',
  RE: 'Réunion',
  ST: 'São Tomé and Príncipe',
};
