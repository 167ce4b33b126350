import { cn } from "../../../lib/cn";

/** One on/off switch in the preferences table, named by its row and column ("Requests by push"). */
export function ChannelSwitch({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
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
