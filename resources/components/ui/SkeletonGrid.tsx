/**
 * Grey blocks in the shape of a panel that is still loading, so nothing jumps when it arrives; screen
 * readers hear `label` once instead of the blocks.
 */
export function SkeletonGrid({ label, count, className = '' }: { label: string; count: number; className?: string }) {
  return (
    <div role="status" className={className}>
      <span className="sr-only">{label}</span>
      <div aria-hidden="true" className="grid grid-cols-2 gap-4 lg:grid-cols-3">
        {Array.from({ length: count }, (_, index) => (
          <div
            key={index}
            className="h-24 animate-pulse rounded-2xl bg-gray-200 motion-reduce:animate-none dark:bg-gray-800"
          />
        ))}
      </div>
    </div>
  );
}
