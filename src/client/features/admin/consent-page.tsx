/** docs/product/buyer-control.md: a certificate's code checked, the revocations, the per-institution record export. */
export default function ConsentPage() {
  return null;
}
