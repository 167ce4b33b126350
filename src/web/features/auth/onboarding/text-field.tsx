import { type InputHTMLAttributes, type ReactNode, useId } from "react";
import { controlProps, hintId } from "../../../components/forms";
import { cn } from "../../../lib/cn";

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "onChange" | "value" | "prefix"> & {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** A fixed text or icon at the start of the box (for example "+91"). */
  prefix?: ReactNode;
  hint?: string;
  invalid?: boolean;
  /** The error list that describes the input while it is invalid. */
  errorId?: string;
};

/** A labelled input, 48 px tall, 16 px text so that phones do not zoom in. */
export function TextField({
  label,
  value,
  onValueChange,
  prefix,
  hint,
  invalid = false,
  errorId,
  className,
  id,
  ...rest
}: TextFieldProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const control = controlProps(inputId, { invalid, hint: Boolean(hint), errorId });
  return (
    <div className={className}>
      <label htmlFor={inputId} className="block text-sm font-semibold text-gray-800">
        {label}
      </label>
      <div
        className={cn(
          "mt-1.5 flex min-h-12 items-center rounded-xl border bg-white transition",
          "focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-500/25",
          invalid ? "border-red-400" : "border-gray-300",
        )}
      >
        {prefix && (
          <span className="flex shrink-0 items-center self-stretch border-r border-gray-200 pr-3 pl-4 text-base font-medium text-gray-600">
            {prefix}
          </span>
        )}
        <input
          {...control}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          className="h-12 w-full min-w-0 flex-1 rounded-xl bg-transparent px-4 text-base text-gray-900 placeholder:text-gray-400 focus:outline-none"
          {...rest}
        />
      </div>
      {hint && (
        <p id={hintId(inputId)} className="mt-1.5 text-sm text-gray-500">
          {hint}
        </p>
      )}
    </div>
  );
}
