import type { LastMessage } from "../../../shared/contracts/chat";

// Raw SQL rows carry timestamps as Date (node-postgres) or string (some drivers); both become ISO.
export function presentLastMessage(row: {
  content: string;
  createdAt: string | Date;
  fromMe: boolean;
  senderName: string;
}): LastMessage {
  return {
    content: row.content,
    createdAt: new Date(row.createdAt).toISOString(),
    fromMe: row.fromMe,
    senderName: row.senderName,
  };
}
