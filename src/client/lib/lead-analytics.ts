// docs/product/api.md: "lead_form_submit" is emitted when an analytics function exists on the page (Segment-style or gtag).
type AnalyticsWindow = Window & {
  analytics?: { track?: unknown };
  gtag?: unknown;
};

export interface LeadSubmitEvent {
  variant: string;
  municipio: string;
  precio_meta: string;
}

export function trackLeadFormSubmit(event: LeadSubmitEvent): void {
  const host = window as AnalyticsWindow;
  try {
    const track = host.analytics?.track;
    if (typeof track === 'function') track.call(host.analytics, 'lead_form_submit', event);
    if (typeof host.gtag === 'function') host.gtag('event', 'lead_form_submit', event);
  } catch {
    // A broken third-party script must never break the buyer's submission.
  }
}
