import { Page } from '../../components/layouts/page';

/** docs/product/buyer-control.md#the-buyers-own-data: download everything, or delete the account. */
export default function AccountDataPage() {
  return <Page title="Tus datos">{null}</Page>;
}
