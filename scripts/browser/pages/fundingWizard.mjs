// The funding wizard, on the site and in the partner page's widget alike: the business, the
// project with its documents and the state loaded from the countries service, the contact
// person, then Submit.
import { expect } from '@playwright/test';

export class FundingWizard {
  /** @param {import('@playwright/test').Page} page */
  constructor(page) {
    this.page = page;
    this.launcher = page.getByRole('button', { name: 'Apply for Funding', exact: true });
    this.dialog = page.getByRole('dialog', { name: 'Apply for Funding' });
    /** The toast a stored upload shows. */
    this.uploaded = page.getByText('Uploaded Successfully');
  }

  /** Presses the launcher and waits for the wizard. */
  async open() {
    await this.launcher.click();
    await expect(this.dialog).toBeVisible();
  }

  /** Step 1: the business, then Next. */
  async company({ business, email }) {
    await this.dialog.getByLabel('Business name').fill(business);
    await this.dialog.getByLabel('Business email').fill(email);
    await this.next();
  }

  /** Step 2's document: a PDF called `name` holding `text`. */
  async attach(name, text) {
    await this.dialog.locator('input[type=file]').setInputFiles({
      name,
      mimeType: 'application/pdf',
      buffer: Buffer.from(text),
    });
  }

  /** Waits until the upload of `name` is reported and the file is listed on the step. */
  async expectUploaded(name) {
    await expect(this.uploaded, 'the upload is reported').toBeVisible();
    await expect(this.dialog.getByText(name), `${name} is listed`).toBeVisible();
  }

  /**
   * Step 2 without its documents: description, Nigeria and a state (loaded from the countries
   * service), naira and an amount. Stays on the step.
   */
  async details({ description, state, amount }) {
    await this.dialog.getByLabel('Project description').fill(description);
    await this.dialog.getByRole('combobox', { name: 'Country' }).fill('Nigeria');
    await this.page.keyboard.press('Enter');
    const picker = this.dialog.getByRole('combobox', { name: 'State' });
    await expect(picker, 'the states arrived').toBeEnabled();
    await picker.fill(state);
    await this.page.keyboard.press('Enter');
    await this.dialog.getByLabel('Currency').selectOption('NGN');
    await this.dialog.getByLabel('Amount').fill(amount);
  }

  /** Step 3: the contact person (a Nigerian phone number). */
  async contact({ first, last, email, role }) {
    await this.dialog.getByLabel('First name').fill(first);
    await this.dialog.getByLabel('Last name').fill(last);
    await this.dialog.getByLabel('Email', { exact: true }).fill(email);
    await this.dialog.getByLabel('Role (e.g. CEO)').fill(role);
    await this.dialog.getByLabel('Phone number', { exact: true }).fill('8031234567');
  }

  async next() {
    await this.dialog.getByRole('button', { name: 'Next' }).click();
  }

  async submit() {
    await this.dialog.getByRole('button', { name: 'Submit' }).click();
  }
}
