// Vite plugin: inside the widgets, `countries-list` is only what the UI kit's pickers read, each
// country's name and dialling codes (spec §2 reusable pickers), packed in one string. The full package adds natives, capitals, currencies and languages: ~11 KB gzip
// that no widget uses.
import { countries } from 'countries-list';

const virtualId = '\0gw-countries-list';

/** 'NG234 Nigeria|DO1809,1829,1849 Dominican Republic|…' back to { NG: { name, phone } }. */
function unpack(packed) {
  const result = {};
  for (const row of packed.split('|')) {
    const space = row.indexOf(' ');
    const phones = row.slice(2, space);
    result[row.slice(0, 2)] = {
      name: row.slice(space + 1),
      phone: phones ? phones.split(',').map(Number) : [],
    };
  }
  return result;
}

function slimModule() {
  const rows = Object.entries(countries).map(([code, country]) => {
    return `${code}${country.phone.join(',')} ${country.name}`;
  });
  const packed = rows.join('|');
  for (const [code, country] of Object.entries(unpack(packed))) {
    const source = countries[code];
    if (country.name !== source.name || country.phone.join() !== source.phone.join()) {
      throw new Error(`slimCountries: ${code} does not survive packing`);
    }
  }
  return [
    `const unpack = ${unpack.toString()};`,
    `export const countries = /* @__PURE__ */ unpack(${JSON.stringify(packed)});`,
  ].join('\n');
}

export function slimCountries() {
  return {
    name: 'gw-slim-countries',
    enforce: 'pre',
    resolveId(id) {
      return id === 'countries-list' ? virtualId : undefined;
    },
    load(id) {
      return id === virtualId ? slimModule() : undefined;
    },
  };
}
