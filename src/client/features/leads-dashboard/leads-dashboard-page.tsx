import { Page } from '../../app/layout/page';

export default function Placeholder() {
  return <Page title="En construcción" />;
}
