export function EmptyState({ message }: { message: string }) {
  return (
    <p className="rounded-xl border border-dashed border-gray-300 px-6 py-10 text-center text-gray-600 dark:border-gray-700 dark:text-gray-300">
      {message}
    </p>
  );
}
