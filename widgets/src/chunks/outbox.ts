// The outbox as a file of its own (widgets/dist/outbox.js, an ES module), which every widget
// imports from beside its own script on mount, so a page with several widgets holds one copy.
// It is the pipeline the site and the remotes run (DESIGN.md §10): the lead is kept on this
// device until the API has it. Loaded on first use, it costs the script tag nothing.
import { acceptDocuments } from '../../../shared/api-client/src/outbox/deliverEntry.ts';
import { uploadDocuments } from '../../../shared/api-client/src/outbox/documents.ts';

export { startOutbox, submitLead } from '../../../shared/api-client/src/outbox/submitLead.ts';

acceptDocuments(uploadDocuments);
