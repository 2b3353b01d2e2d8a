/** Valid bodies for each endpoint, as the browser's payload builders produce them. */
export const bodies = {
  demo: {
    businessName: 'Adaeze Homes',
    firstName: 'Ada',
    lastName: 'Obi',
    phone: '+2348031234567',
    email: 'ada@adaezehomes.ng',
  },
  waitlist: {
    firstName: 'Ngozi',
    lastName: 'Okafor',
    email: 'ngozi@example.ca',
    phoneNumber: '14165550123',
    residentCountry: 'Canada',
    buildCountry: 'Nigeria',
    purpose: 'New Build',
  },
  funding: {
    businessName: 'Kano Build Co',
    businessEmail: 'ops@kanobuild.ng',
    projectDescription: '24-unit apartment block in Kano',
    country: 'Nigeria',
    state: 'Kano',
    currency: 'NGN',
    amount: 150000000,
    firstName: 'Musa',
    lastName: 'Bello',
    email: 'musa@kanobuild.ng',
    role: 'CEO',
    phone: '+2348031234567',
    countryCode: '+234',
  },
  contact: {
    firstName: 'Chidi',
    lastName: 'Eze',
    email: 'chidi@eze.ng',
    description: 'Please call me',
  },
  profile: { linkedInUrl: 'https://www.linkedin.com/in/ada' },
  teaser: {
    firstName: 'Chidi',
    lastName: 'Eze',
    email: 'chidi@eze.ng',
    description: 'Please call me back',
    timestamp: '2026-11-22T10:00:00.000Z',
  },
};

/** What a browser asks POST /files/upload for: an address for one PDF under landingpage/. */
export const uploadRequest = {
  Extension: 'pdf',
  Bucket: 'groundwork-landingpage-uploads',
  ContentType: 'application/pdf',
  uploadArea: 'landingpage',
};

/** PUTs a file to a signed upload address, as the browser's upload does. */
export const putFile = (url: string, body: BodyInit, type = 'application/pdf') =>
  fetch(url, { method: 'PUT', headers: { 'content-type': type }, body });

/** POSTs JSON and returns the status and parsed answer. */
export async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    json: text ? JSON.parse(text) : null,
  };
}
