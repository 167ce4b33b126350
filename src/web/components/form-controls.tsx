import type { ReactNode } from "react";
import { cn } from "../lib/cn";
import { CONTROL_TEXTS } from "../lib/texts";
import { TitledSection } from "./titled-section";

/** A text box's look with 16 px text, so that phones do not zoom in; its height is the caller's. */
export const inputBoxClasses = cn(
  "block w-full rounded-xl border border-gray-300 bg-white px-3.5 text-base text-gray-900 shadow-xs",
  "placeholder:text-gray-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30",
  "disabled:cursor-not-allowed disabled:bg-stone-100 disabled:text-gray-400",
  "aria-invalid:border-red-400 aria-invalid:ring-2 aria-invalid:ring-red-200",
);

/** 48 px tall one-line boxes. */
export const inputClasses = cn(inputBoxClasses, "min-h-12");

export const hintId = (id: string) => `${id}-hint`;

/** Moves the focus to the control at fault (a form that keeps its problem elsewhere calls it itself). */
export function focusField(id: string) {
  document.getElementById(id)?.focus();
}

/** The attributes that tie a control to its hint and, while it is at fault, to the error list. */
export type ControlProps = {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
};

export function controlProps(
  id: string,
  { invalid = false, hint = false, errorId }: { invalid?: boolean; hint?: boolean; errorId?: string },
): ControlProps {
  const describedBy = [hint && hintId(id), invalid && errorId].filter(Boolean).join(" ");
  return { id, "aria-invalid": invalid || undefined, "aria-describedby": describedBy || undefined };
}

/**
 * A label above its control, with an optional hint (and counter) below. Given a function as its
 * child, it hands the control its id, `aria-invalid` and `aria-describedby` (hint, error list).
 */
export function Field({
  id,
  label,
  hint,
  aside,
  optional = false,
  invalid = false,
  errorId,
  children,
  className,
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  /** Right-aligned under the input, e.g. a live character counter. */
  aside?: ReactNode;
  optional?: boolean;
  /** The field is the one at fault: its control is invalid and described by `errorId`. */
  invalid?: boolean;
  errorId?: string;
  children: ReactNode | ((control: ControlProps) => ReactNode);
  className?: string;
}) {
  const control = controlProps(id, { invalid, hint: hint !== undefined, errorId });
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-gray-900">
        {label}
        {optional && <span className="ml-1 font-normal text-gray-500">{CONTROL_TEXTS.optional}</span>}
      </label>
      {typeof children === "function" ? children(control) : children}
      {(hint || aside) && (
        <div className="mt-1.5 flex items-start justify-between gap-3 text-sm text-gray-600">
          <p id={hintId(id)}>{hint}</p>
          {aside}
        </div>
      )}
    </div>
  );
}

/** A titled card of fields. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <TitledSection title={title} size="form" className="space-y-5">
      {children}
    </TitledSection>
  );
}

export type Choice = { value: string; label: string };

/** One choice among several, as chips: real radio buttons, so arrows and screen readers work. */
export function ChoiceChips({
  name,
  label,
  choices,
  value,
  onChange,
  invalid = false,
  idPrefix,
  layout = "wrap",
}: {
  name: string;
  label: string;
  choices: readonly Choice[];
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
  /** The first radio gets `${idPrefix}`, so that a problem can move focus to the group. */
  idPrefix: string;
  /** "grid": two columns of cards on phones (for long labels), a row of pills from 640 px. */
  layout?: "wrap" | "grid";
}) {
  return (
    <div
      role="radiogroup"
      aria-label={label}
      aria-invalid={invalid || undefined}
      className={layout === "grid" ? "grid grid-cols-2 gap-2 sm:flex sm:flex-wrap" : "flex flex-wrap gap-2"}
    >
      {choices.map((choice, index) => (
        <label
          key={choice.value}
          className={cn(
            "inline-flex min-h-11 cursor-pointer items-center border py-2 text-sm font-medium transition select-none",
            layout === "grid" ? "rounded-xl px-3 leading-snug sm:rounded-full" : "rounded-full px-3.5",
            "has-focus-visible:ring-2 has-focus-visible:ring-brand-500 has-focus-visible:ring-offset-2",
            value === choice.value
              ? "border-brand-500 bg-brand-700 text-white shadow-sm shadow-brand-500/25"
              : cn(
                  "bg-white text-gray-800 hover:border-brand-300 hover:bg-brand-50",
                  invalid ? "border-red-300" : "border-gray-200",
                ),
          )}
        >
          <input
            type="radio"
            id={index === 0 ? idPrefix : undefined}
            name={name}
            value={choice.value}
            checked={value === choice.value}
            onChange={() => onChange(choice.value)}
            className="sr-only"
          />
          {choice.label}
        </label>
      ))}
    </div>
  );
}

/** The on/off control itself; name it with a visible label (`id`) or with `ariaLabel`. */
export function SwitchButton({
  checked,
  onChange,
  id,
  ariaLabel,
  describedBy,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  id?: string;
  ariaLabel?: string;
  describedBy?: string;
}) {
  return (
    <button
      type="button"
      role="switch"
      id={id}
      aria-checked={checked}
      aria-label={ariaLabel}
      aria-describedby={describedBy}
      onClick={() => onChange(!checked)}
      className={cn(
        "relative inline-flex h-8 w-14 shrink-0 items-center rounded-full transition-colors",
        "before:absolute before:-inset-2 before:content-['']",
        "focus-ring focus-visible:ring-offset-2",
        checked ? "bg-brand-500" : "bg-gray-300",
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          "inline-block size-6 rounded-full bg-white shadow transition-transform",
          checked ? "translate-x-7" : "translate-x-1",
        )}
      />
    </button>
  );
}

/** An on/off switch with its label to the left. */
export function Switch({
  id,
  label,
  checked,
  onChange,
  describedBy,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  describedBy?: string;
}) {
  return (
    <div className="flex items-center justify-between gap-4">
      <label htmlFor={id} className="text-sm font-semibold text-gray-900">
        {label}
      </label>
      <SwitchButton id={id} checked={checked} onChange={onChange} describedBy={describedBy} />
    </div>
  );
}
