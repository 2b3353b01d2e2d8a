// The demo booking form (the site's remote and the partner page's demo desks): open it from its
// launcher, answer it as a visitor would, submit.
import { expect } from '@playwright/test';

/** A visitor's answers; a test overrides what it checks. */
export const demoAnswers = {
  business: 'Lagos Towers',
  first: 'Tunde',
  last: 'Bakare',
  phone: '+2348031234567',
  email: 'tunde@lagostowers.ng',
};

/** What the visitor reads once the booking is stored. */
export const demoBooked =
  'Thank you for booking a demo with the sales team. We will reach out soon';

export class DemoForm {
  /**
   * @param {import('@playwright/test').Page} page
   * @param {string} launcher the button that opens it ('Book a demo: Abuja' on the partner page)
   */
  constructor(page, launcher = 'Book a Demo') {
    this.page = page;
    this.launcher = page.getByRole('button', { name: launcher });
    this.dialog = page.getByRole('dialog', { name: 'Schedule a Demo' });
  }

  /** Presses the launcher and waits for the form. */
  async open() {
    await this.launcher.click();
    await expect(this.dialog).toBeVisible();
  }

  /** Answers every field: `demoAnswers`, with `answers` over them. */
  async fill(answers = {}) {
    const { business, first, last, phone, email } = { ...demoAnswers, ...answers };
    await this.dialog.getByLabel('Business name').fill(business);
    await this.dialog.getByLabel('First name').fill(first);
    await this.dialog.getByLabel('Last name').fill(last);
    await this.dialog.getByLabel('Phone number').fill(phone);
    await this.dialog.getByLabel('Email').fill(email);
  }

  async submit() {
    await this.dialog.getByRole('button', { name: 'Submit' }).click();
  }
}
