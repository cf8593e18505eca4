// Placeholder: replaced by the API keys section.
export function ApiKeysSection() {
  return null;
}
