import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export type Mailbox = {
  /** smtp://127.0.0.1:PORT, for SMTP_URL. */
  url: string;
  /** Messages the server accepted (answered 250 to), parsed, in order. */
  accepted: ParsedMail[];
  /** The accepted messages addressed to `address`, in order. */
  to(address: string): ParsedMail[];
  /**
   * The next message is held after its data arrives, unanswered, as when the sender dies before
   * the server takes it; `arrived` resolves then, and `refuse` answers it with a failure.
   */
  holdNext(): { arrived: Promise<void>; refuse(): void };
  close(): Promise<void>;
};

// A real SMTP server on loopback (the nodemailer project's smtp-server): the test's mail provider.
export async function startMailbox(): Promise<Mailbox> {
  const accepted: ParsedMail[] = [];
  let hold: { arrived: () => void; refused: Promise<void> } | null = null;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const held = hold;
        hold = null;
        if (held) {
          held.arrived();
          void held.refused.then(() => callback(new Error("the sender went away")));
          return;
        }
        simpleParser(Buffer.concat(chunks)).then(
          (mail) => {
            accepted.push(mail);
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    accepted,
    to: (address) =>
      accepted.filter((mail) => {
        const list = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
        return list.some((a) => a.value.some((v) => v.address === address));
      }),
    holdNext() {
      let arrived: () => void = () => {};
      let refuse: () => void = () => {};
      const arrivedPromise = new Promise<void>((resolve) => {
        arrived = resolve;
      });
      const refused = new Promise<void>((resolve) => {
        refuse = resolve;
      });
      hold = { arrived, refused };
      return { arrived: arrivedPromise, refuse };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
