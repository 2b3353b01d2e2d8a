// Where each lead goes under the API base (spec §7; DESIGN.md §5). One constant each, not one
// object: a bundle keeps every property of an object it uses, and a widget needs one path.
export const demoLeadPath = '/leads/request';
export const waitlistLeadPath = '/waitlist/add';
export const fundingLeadPath = '/funding-application/create';
export const contactLeadPath = '/inquiries/contact-us';
export const profileLeadPath = '/inquiries/submit-profile';
