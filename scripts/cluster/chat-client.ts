import type { HttpMember } from "../../src/server/test/http-member";
import { connectSocket, type TestSocket } from "../../src/server/test/ws-client";
import type { GroupMessage } from "../../src/shared/contracts/chat";
import type { ServerFrame } from "../../src/shared/contracts/realtime";
import { retryDelay } from "../../src/web/lib/retry-delay";

// A member's group chat as the web app keeps it (src/web/lib/realtime.ts, features/chat/api.ts):
// one socket through the balancer, reconnected after the app's randomised delay when it drops (1001
// when an instance shuts down; src/web/lib/retry-delay.ts), and on each reconnection a catch-up by `since` from a little before the
// newest message held; messages are kept by id, so what it shows is each message once.

const RETRY_MS = [500, 1000, 2000, 4000];
const CATCH_UP_OVERLAP_MS = 10_000;

export class ChatClient {
  /** What the member's screen would show: each message by id. */
  readonly shown = new Map<string, GroupMessage>();
  framesReceived = 0;
  // A frame or catch-up row for a message already shown (harmless: dropped by id, as the app does).
  redundantDeliveries = 0;
  reconnections = 0;
  catchUps = 0;
  readonly closeCodes: number[] = [];
  private socket: TestSocket | null = null;
  private stopped = false;
  private running: Promise<void> | null = null;

  constructor(
    private readonly base: string,
    readonly member: HttpMember,
    private readonly eventId: string,
  ) {}

  /** Resolves once the first socket is live. */
  async start(): Promise<void> {
    await this.connect(false);
    this.running = this.keepConnected();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.socket?.close();
    await this.running;
  }

  /** A message this member sent, shown from the send's answer (as the app adds it to the thread). */
  sent(message: GroupMessage): void {
    this.show(message);
  }

  private show(message: GroupMessage): void {
    if (this.shown.has(message._id)) this.redundantDeliveries += 1;
    else this.shown.set(message._id, message);
  }

  private onFrame = (frame: ServerFrame) => {
    if (frame.type !== "group-message" || frame.eventId !== this.eventId) return;
    this.framesReceived += 1;
    this.show(frame.message);
  };

  private async connect(catchUp: boolean): Promise<void> {
    for (let attempt = 0; !this.stopped; attempt += 1) {
      try {
        this.socket = await connectSocket(this.base, this.member.token, { onFrame: this.onFrame });
        break;
      } catch {
        await sleep(retryDelay(attempt + 1, null));
      }
    }
    if (catchUp && !this.stopped) await this.catchUp();
  }

  private async keepConnected(): Promise<void> {
    while (!this.stopped && this.socket) {
      const code = await this.socket.closed;
      if (this.stopped) return;
      this.closeCodes.push(code);
      this.reconnections += 1;
      await sleep(retryDelay(0, code));
      await this.connect(true);
    }
  }

  private async catchUp(): Promise<void> {
    const newest = [...this.shown.values()].reduce<string | undefined>(
      (latest, m) => (!latest || m.createdAt > latest ? m.createdAt : latest),
      undefined,
    );
    const query = newest
      ? `?since=${encodeURIComponent(new Date(new Date(newest).getTime() - CATCH_UP_OVERLAP_MS).toISOString())}`
      : "";
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const res = await fetch(`${this.base}/api/group/messages/${this.eventId}${query}`, {
        headers: this.member.headers,
      }).catch(() => null);
      if (res?.ok) {
        const body = (await res.json()) as { data: GroupMessage[] };
        for (const message of body.data) this.show(message);
        this.catchUps += 1;
        return;
      }
      await sleep(RETRY_MS[attempt % RETRY_MS.length]!);
    }
    throw new Error(`${this.member.email}: catch-up failed five times`);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
