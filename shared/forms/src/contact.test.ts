import { describe, expect, it } from 'vitest';
import {
  buildContactUsPayload,
  buildProfilePayload,
  buildTeaserRow,
  contactPageForm,
  contactTeaserForm,
  contactUsPayload,
  firstProblem,
  joinTeamForm,
  profilePayload,
  teaserRowPayload,
  validateForm,
} from './index.ts';

const teaser = {
  firstname: 'Chidi',
  lastname: 'Eze',
  email: 'chidi@eze.ng',
  message: 'Please call me back',
};
const page = { firstName: 'Chidi', lastName: 'Eze', email: 'chidi@eze.ng', message: 'Hello' };

describe('contact teaser (spec §5)', () => {
  it.each([
    ['firstname', '', 'please input firstname'],
    ['firstname', 'C', 'firstname cannot be less than two characters'],
    ['lastname', '', 'please input lastname'],
    ['lastname', 'E', 'lastname cannot be less than two characters'],
    ['email', '', 'please input email'],
    ['email', 'chidi', 'please enter a valid email'],
    ['message', '', 'please leave a message for us'],
    ['message', 'Hi all', 'message cannot be less than seven characters'],
  ])('%s = %j → %s', (field, value, message) => {
    expect(validateForm(contactTeaserForm, { ...teaser, [field]: value })).toEqual({
      [field]: message,
    });
  });

  it('sends the renamed fields plus an ISO timestamp to the spreadsheet', () => {
    const row = buildTeaserRow(teaser, new Date('2026-11-22T10:00:00Z'));
    expect(row).toEqual({
      firstName: 'Chidi',
      lastName: 'Eze',
      email: 'chidi@eze.ng',
      description: 'Please call me back',
      timestamp: '2026-11-22T10:00:00.000Z',
    });
    expect(firstProblem(teaserRowPayload, row)).toBeNull();
    expect(firstProblem(teaserRowPayload, { ...row, timestamp: 'yesterday' })).toBe(
      'timestamp must be an ISO date and time',
    );
  });
});

describe('contact page (spec §5)', () => {
  it.each([
    ['firstName', '', 'First Name is required.'],
    ['lastName', '', 'Last Name is required.'],
    ['email', '', 'Please enter a valid email address.'],
    ['email', 'chidi@eze', 'Please enter a valid email address.'],
    ['message', ' ', 'Please enter a message.'],
  ])('%s = %j → %s', (field, value, message) => {
    expect(validateForm(contactPageForm, { ...page, [field]: value })).toEqual({
      [field]: message,
    });
  });

  it('posts the message as description', () => {
    const body = buildContactUsPayload(page);
    expect(body).toEqual({
      firstName: 'Chidi',
      lastName: 'Eze',
      email: 'chidi@eze.ng',
      description: 'Hello',
    });
    expect(firstProblem(contactUsPayload, body)).toBeNull();
  });
});

describe('join-team (spec §5)', () => {
  it.each([[''], ['   ']])('%j → the LinkedIn message', (linkedInUrl) => {
    expect(validateForm(joinTeamForm, { linkedInUrl })).toEqual({
      linkedInUrl: 'Please enter your LinkedIn profile link.',
    });
  });

  it('takes any non-empty text (no URL check) and trims it', () => {
    expect(validateForm(joinTeamForm, { linkedInUrl: 'linkedin.com/in/ada' })).toEqual({});
    expect(buildProfilePayload({ linkedInUrl: ' in/ada ' })).toEqual({ linkedInUrl: 'in/ada' });
    expect(firstProblem(profilePayload, { linkedInUrl: 'in/ada' })).toBeNull();
  });
});
