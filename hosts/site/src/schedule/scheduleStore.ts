/** Who the calendar page is prefilled for (spec §3 schedule state). */
export type ScheduleLead = {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
};

const key = 'gw:schedule';

/**
 * The host's copy of the schedule state. The waitlist remote keeps its own jotai atom; the host
 * receives the lead through onSuccess and keeps it for the tab, so a reload of the calendar page
 * still prefills the booking widget.
 */
export function saveScheduleLead(lead: ScheduleLead): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(lead));
  } catch {
    // Storage refused (private mode): the calendar page then shows an empty booking form.
  }
}

export function readScheduleLead(): ScheduleLead | null {
  try {
    const raw = typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as ScheduleLead) : null;
  } catch {
    return null;
  }
}
