// Placeholder: replaced by the webhooks section.
export function WebhooksSection() {
  return null;
}
