import { brandName } from '@gw/config';

/** The role picker's words (spec §2 "Role-picker dialog"). */
export const rolePickerCopy = {
  title: 'I am a...',
  description: `Choose what describes you best and we will show you what ${brandName} does for you.`,
  cancel: 'Cancel',
  continue: 'Continue',
};
