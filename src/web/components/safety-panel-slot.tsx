import { type ComponentType, createContext, type ReactNode, useContext } from "react";

export type SafetyPanelProps = { eventId: string; eventName: string };

// The trusted-contact panel (share a link, check in, "Home safe?") belongs to the share feature, but
// the event screens of events and listings show it. Features never import each other, so app/ hands
// it down through this slot (see app/feature-slots.tsx); without a provider nothing is shown.
const SafetyPanelContext = createContext<ComponentType<SafetyPanelProps> | null>(null);

export function SafetyPanelProvider({
  panel,
  children,
}: {
  panel: ComponentType<SafetyPanelProps>;
  children: ReactNode;
}) {
  return <SafetyPanelContext.Provider value={panel}>{children}</SafetyPanelContext.Provider>;
}

/** The share feature's panel for an accepted member, as app/ provides it. */
export function SafetyPanelSlot(props: SafetyPanelProps) {
  const Panel = useContext(SafetyPanelContext);
  return Panel ? <Panel {...props} /> : null;
}
