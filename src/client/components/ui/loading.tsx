/** What a screen shows while its data loads. */
export function Loading() {
  return (
    <div className="flex min-h-[40vh] items-center justify-center text-slate-600" role="status">
      Loading...
    </div>
  );
}
