// The waitlist form: the site's remote on /schedule-call and the partner page's <gw-waitlist>.
/** A visitor's answers; a test overrides what it checks. */
export const waitlistAnswers = {
  first: 'Ngozi',
  last: 'Okafor',
  email: 'ngozi@example.ca',
  phone: '4165550123',
  country: 'Nigeria',
  build: 'New Build',
};

export class WaitlistForm {
  /** @param {import('@playwright/test').Locator} form the form, or the element holding it */
  constructor(form) {
    this.form = form;
    this.country = form.getByRole('combobox', { name: 'Where do you want to build?' });
    this.submitButton = form.getByRole('button', { name: /^Submit/ });
  }

  /** The site's remote (/schedule-call). */
  static onSite(page) {
    return new WaitlistForm(page.locator('[data-gw-remote="waitlist-form"]'));
  }

  /** The partner page's widget, in its shadow root. */
  static onPartnerPage(page) {
    return new WaitlistForm(page.locator('gw-waitlist form'));
  }

  /** Answers every field (`waitlistAnswers`, with `answers` over them); the country from its list. */
  async fill(answers = {}) {
    const { first, last, email, phone, country, build } = { ...waitlistAnswers, ...answers };
    await this.form.getByLabel('First name').fill(first);
    await this.form.getByLabel('Last name').fill(last);
    await this.form.getByLabel('Email').fill(email);
    await this.form.getByLabel('Phone number', { exact: true }).fill(phone);
    await this.country.click();
    await this.country.fill(country);
    await this.country.press('Enter');
    await this.form.getByRole('radio', { name: build }).check();
  }

  async submit() {
    await this.submitButton.click();
  }
}
