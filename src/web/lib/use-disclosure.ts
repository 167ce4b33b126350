import { useId, useState } from "react";

/**
 * A button that shows and hides a region (WAI-ARIA disclosure): whether it is open, the region's
 * id, and the props that tie the button to it (`aria-expanded`, `aria-controls`, the toggle).
 */
export function useDisclosure(initiallyOpen = false) {
  const [open, setOpen] = useState(initiallyOpen);
  const regionId = useId();
  const buttonProps = {
    type: "button",
    "aria-expanded": open,
    "aria-controls": regionId,
    onClick: () => setOpen((value) => !value),
  } as const;
  return { open, regionId, buttonProps };
}
