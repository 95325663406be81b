import { Button } from "#app/ui/button.tsx";

/** The content editor before the published content is read: loading, or why it failed. */
export function ContentLoading({ error, onRetry }: { error: string; onRetry: () => void }) {
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-900">Content</h1>
      {error ? (
        <div role="alert" className="mt-4 flex flex-col items-start gap-3">
          <p className="font-medium text-red-800">{error}</p>
          <Button size="md" onClick={onRetry}>
            Try again
          </Button>
        </div>
      ) : (
        <p role="status" className="mt-4 text-slate-700">
          Loading the site’s content…
        </p>
      )}
    </>
  );
}
