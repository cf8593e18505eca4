// The programmes' versions the landing page was rendered with ({ loan, assistance }), carried in the page itself
// (docs/decisions/0101-landing-rendered-from-the-programme.md): the server writes it as a JSON data block beside the
// root, and the app reads it synchronously when it hydrates the page, so its first render shows the same figures
// as the HTML. A JSON block is data, never run, so the page's script-src 'self' policy allows it.
import type { Programmes } from '../../../shared/programme';

export const programmeDataId = 'programme-data';

/** The data block for these versions; `<` is escaped so no figure or note can close the <script> element. */
export function programmeDataBlock(programmes: Programmes): string {
  const json = JSON.stringify(programmes).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${programmeDataId}">${json}</script>`;
}

/** The versions the page was rendered with, or undefined outside a browser or on a page without the block. */
export function embeddedProgrammes(): Programmes | undefined {
  if (typeof document === 'undefined') return undefined;
  const text = document.getElementById(programmeDataId)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as Programmes;
  } catch {
    return undefined;
  }
}
