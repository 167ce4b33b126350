/** "@asha" for a username; nothing when there is none. */
export function handleText(username: string | null | undefined): string {
  const text = (username ?? "").trim().replace(/^@+/, "");
  return text ? `@${text}` : "";
}
