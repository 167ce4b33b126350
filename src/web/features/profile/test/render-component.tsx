import type { ReactNode } from "react";
import { renderRoutes } from "../../../test/render";

/** Renders one element at / inside a memory router (for components that render links). */
export function renderWithRouter(element: ReactNode) {
  return renderRoutes([{ path: "/", element }], "/");
}
