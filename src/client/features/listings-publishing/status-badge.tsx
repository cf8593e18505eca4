import { listingStatusLabels, type ListingStatus } from '../../../shared/schemas/listings';

const tones: Record<ListingStatus, string> = {
  draft: 'bg-slate-100 text-slate-800 ring-slate-300',
  published: 'bg-emerald-50 text-emerald-900 ring-emerald-300',
  sold: 'bg-amber-50 text-amber-900 ring-amber-300',
};

export function StatusBadge({ status }: { status: ListingStatus }) {
  return (
    <span className={`inline-flex w-fit items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${tones[status]}`}>
      {listingStatusLabels[status]}
    </span>
  );
}
