// The operators' sign-in page (/admin-login).
export class OperatorSignIn {
  /** @param {import('@playwright/test').Page} page */
  constructor(page) {
    this.page = page;
    this.email = page.getByLabel('Email');
    this.password = page.getByLabel('Password');
    this.button = page.getByRole('button', { name: 'Sign in' });
    /** What a wrong e-mail and password pair shows. */
    this.refused = page.getByText('Email or password is wrong.', { exact: true });
  }

  async fill(email, password) {
    await this.email.fill(email);
    await this.password.fill(password);
  }

  /** Fills both fields and presses Sign in. */
  async signIn(email, password) {
    await this.fill(email, password);
    await this.button.click();
  }
}
