import { EllipsisVertical } from "lucide";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { cn } from "../lib/cn";
import { rovingTarget, useButtonRefs } from "../lib/roving-focus";
import { Icon, type IconNode } from "./icon";

export type MenuItem = {
  label: string;
  icon?: IconNode;
  /** "danger" for actions such as blocking: red text. */
  tone?: "default" | "danger";
  onSelect: () => void;
};

export type MenuButtonProps = {
  /** The accessible name of the button, e.g. "More actions". */
  label: string;
  items: MenuItem[];
  className?: string;
};

/**
 * A kebab button opening a small menu (WAI-ARIA menu button): arrow keys, Home and End move between
 * items, Escape or Tab closes it and a click outside closes it. Choosing an item gives focus back
 * to the button first, so that a dialog opened by the item returns focus there when it closes.
 */
export function MenuButton({ label, items, className }: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const itemButtons = useButtonRefs();
  const [initialFocus, setInitialFocus] = useState<"first" | "last">("first");

  useEffect(() => {
    if (!open) return;
    const index = initialFocus === "first" ? 0 : items.length - 1;
    itemButtons.focus(index);
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open, initialFocus, items.length, itemButtons]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setInitialFocus(event.key === "ArrowDown" ? "first" : "last");
      setOpen(true);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = itemButtons.indexOf(document.activeElement);
    const target = rovingTarget(event.key, current, items.length, "column");
    if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === "Tab") {
      close(false);
    } else if (target !== null) {
      event.preventDefault();
      itemButtons.focus(target);
    }
  };

  return (
    <div ref={rootRef} className={cn("relative", className)}>
      <button
        ref={buttonRef}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => {
          setInitialFocus("first");
          setOpen((was) => !was);
        }}
        onKeyDown={onButtonKeyDown}
        className={cn(
          "flex size-11 items-center justify-center rounded-full text-gray-700 transition-colors hover:bg-stone-200/60",
          "focus-ring",
          open && "bg-stone-200/60",
        )}
      >
        <Icon node={EllipsisVertical} aria-hidden="true" className="size-6" />
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-label={label}
          tabIndex={-1}
          onKeyDown={onMenuKeyDown}
          className="absolute top-full right-0 z-40 mt-1 min-w-52 overflow-hidden rounded-2xl border border-gray-200/80 bg-white py-1.5 shadow-lg"
        >
          {items.map((item, index) => {
            const glyph = item.icon;
            return (
              <button
                key={item.label}
                ref={itemButtons.refAt(index)}
                type="button"
                role="menuitem"
                tabIndex={-1}
                onClick={() => {
                  close(true);
                  item.onSelect();
                }}
                className={cn(
                  "flex min-h-11 w-full items-center gap-3 px-4 text-left text-base font-medium transition-colors",
                  "hover:bg-stone-50 focus:bg-stone-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-inset",
                  item.tone === "danger" ? "text-red-600" : "text-gray-800",
                )}
              >
                {glyph && <Icon node={glyph} aria-hidden="true" className="size-5 shrink-0" />}
                {item.label}
              </button>
            );
          })}
        </div>
      )}
    </div>
  );
}
