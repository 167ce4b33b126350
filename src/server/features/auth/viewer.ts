// The signed-in member of a request, as the guard resolves their access token. Every layer may import
// it (docs/architecture.md); it lives apart so that the session cache and service import each other
// in one direction only.
export type Viewer = { userId: string; sessionId: string; role: "member" | "admin" };
