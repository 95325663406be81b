import { SubmitButton } from "./button";

type FormShellProps = React.ComponentProps<"form"> & {
  submitLabel: string;
  /** What the submit button says while the form is being sent; it is disabled meanwhile. */
  pendingLabel: string;
  pending: boolean;
  /** The live region under the submit button that tells how the sending went. */
  status: React.ReactNode;
};

/**
 * The white card a form sits in: its fields (the children), then its submit button, then the
 * status line. `relative` keeps the off-screen honeypot field positioned against the form.
 */
export function FormShell({
  submitLabel,
  pendingLabel,
  pending,
  status,
  className,
  children,
  ...props
}: FormShellProps) {
  return (
    <form
      {...props}
      className={`relative flex flex-col gap-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8 ${className ?? ""}`.trimEnd()}
    >
      {children}
      <SubmitButton pending={pending} pendingLabel={pendingLabel}>
        {submitLabel}
      </SubmitButton>
      {status}
    </form>
  );
}
