import {
  collectAttribution,
  type LeadSubmission,
  type ReadAnswer,
  type SubmitResult,
  submitLead,
} from '@gw/api-client';
import type { ConsentGiven } from '@gw/config';
import { loadSiteConfig, type SiteConfig } from './siteConfig.ts';

interface SiteLead {
  /** Which of the site's forms captured the lead (attribution `component`). */
  component: string;
  key: string;
  body: object;
  /** Under the runtime API base, or a full URL built from the runtime settings. */
  path?: string;
  url?: (config: SiteConfig) => string;
  /** The notice the form showed and the marketing choice, when Submit was pressed. */
  consent: ConsentGiven;
}

/** One of the site's own leads through the shared pipeline, at the runtime API base. */
export async function submitSiteLead(lead: SiteLead, read: ReadAnswer): Promise<SubmitResult> {
  const config = await loadSiteConfig();
  const submission: LeadSubmission = {
    key: lead.key,
    path: lead.path ?? '',
    url: lead.url?.(config),
    body: lead.body,
    apiBase: config.apiBase,
    attribution: collectAttribution({ surface: 'site', component: lead.component }),
    consent: lead.consent,
  };
  return submitLead(submission, read);
}
