// `@gw/api-client/testing`: what tests of the lead forms use to see what goes over the wire.
export { recordSentLeads, type SentLead } from './sentLeads.ts';
