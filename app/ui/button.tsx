const variants = {
  /** The main action. */
  primary: "bg-brand-700 text-white hover:bg-brand-800",
  /** A second action beside a primary one. */
  outline: "border-2 border-brand-700 text-brand-800 hover:bg-brand-50",
  /** The call to action on the dark brand bands (page heroes, the partner banner). */
  accent: "bg-sun-400 text-brand-900 hover:bg-white",
  /** A quiet action repeated on every row of a list. */
  soft: "bg-brand-50 text-brand-800 hover:bg-brand-100",
  /** Deleting something. */
  danger: "text-red-800 hover:bg-red-50",
} as const;

const sizes = {
  /** Inside a table or list row. */
  sm: "min-h-8 px-3 text-sm",
  /** The admin's actions. */
  md: "min-h-11 px-5",
  /** The public site's actions and every form's submit. */
  lg: "min-h-12 px-6",
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

/** The button look, for a link (`<Link>`, `<a download>`) that acts as a button. */
export function buttonClass(variant: ButtonVariant = "primary", size: ButtonSize = "lg") {
  return `inline-flex items-center justify-center gap-2 rounded-full font-semibold disabled:opacity-70 ${sizes[size]} ${variants[variant]}`;
}

/**
 * The state of one of several actions' buttons that run one at a time: all are disabled while
 * one runs (`busy` names it), and that one reads its pending label.
 */
export function oneAtATime<Action extends string>(busy: Action | null, action: Action) {
  return { disabled: busy !== null, pending: busy === action };
}

type ButtonProps = React.ComponentProps<"button"> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** While true the button is disabled and reads `pendingLabel` (a form being sent). */
  pending?: boolean;
  pendingLabel?: string;
};

/** A `<button>` (type "button" unless told otherwise) with the site's button look. */
export function Button({
  variant,
  size,
  pending = false,
  pendingLabel,
  disabled,
  type = "button",
  className,
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      {...props}
      type={type}
      disabled={disabled || pending}
      className={[buttonClass(variant, size), pending && "cursor-wait", className]
        .filter(Boolean)
        .join(" ")}
    >
      {pending && pendingLabel ? pendingLabel : children}
    </button>
  );
}

/** A form's submit button, under its fields at the start of the column; `pending` while sent. */
export function SubmitButton({
  pending,
  pendingLabel,
  children,
}: {
  pending: boolean;
  pendingLabel: string;
  children: React.ReactNode;
}) {
  return (
    <Button type="submit" pending={pending} pendingLabel={pendingLabel} className="self-start">
      {children}
    </Button>
  );
}
