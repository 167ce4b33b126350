import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { realtime } from "./lib/realtime";
import "./styles.css";

// Before the first render, so the first screen's reads usually go out after the socket is live.
realtime.warm();

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
