// `npm run dev`: the API server (restarting on change) and Vite with hot reload, proxying /api to it.
import { spawn } from "node:child_process";

const port = process.env.PORT ?? "8080";
const children = [
  spawn("npx", ["tsx", "watch", "--clear-screen=false", "src/server/main.ts"], {
    stdio: "inherit",
    env: { ...process.env, PORT: port },
  }),
  spawn("npx", ["vite", "--host"], {
    stdio: "inherit",
    env: { ...process.env, API_URL: `http://127.0.0.1:${port}` },
  }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", (code) => code && code !== 0 && stop());
