import { type ComponentType, type Context, createContext, Suspense, useContext } from "react";

/**
 * A place where one feature shows what another feature owns. Features never import each other, so
 * app/ hands the component down through the slot's provider (see app/feature-slots.tsx); without a
 * provider the slot shows nothing.
 */
export type FeatureSlot<Props> = Context<ComponentType<Props> | null>;

export const createFeatureSlot = <Props,>(): FeatureSlot<Props> =>
  createContext<ComponentType<Props> | null>(null);

/**
 * What app/ put in the slot, given `props`; nothing without a provider. app/ provides lazy
 * components, so nothing shows either until the component's code has loaded.
 */
export function SlotContent<Props extends object>({
  slot,
  props,
}: {
  slot: FeatureSlot<Props>;
  props: Props;
}) {
  const Component = useContext(slot);
  if (!Component) return null;
  return (
    <Suspense fallback={null}>
      <Component {...props} />
    </Suspense>
  );
}
