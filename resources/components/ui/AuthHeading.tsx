/** Heading block at the top of an auth card. */
export function AuthHeading({ title, description }: { title: string; description?: string }) {
  return (
    <div className="mb-8 text-center">
      <h1 className="text-2xl font-bold tracking-tight text-gray-900 dark:text-white">{title}</h1>
      {description && <p className="mt-2 text-sm text-gray-600 dark:text-gray-300">{description}</p>}
    </div>
  );
}
