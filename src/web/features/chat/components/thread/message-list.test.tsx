import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { timeLabel } from "../../../../lib/format";
import { type MessageKey, messageIn } from "../../../../lib/i18n";
import { dayLabel } from "./format";
import { MessageList } from "./message-list";
import type { ThreadMessage } from "./types";

const at = (date: Date, h: number, m: number) => {
  const d = new Date(date);
  d.setHours(h, m, 0, 0);
  return d.toISOString();
};

function message(id: string, sender: string, createdAt: string, content = `Message ${id}`): ThreadMessage {
  return {
    id,
    mine: sender === "me",
    sender: { id: sender, name: sender === "me" ? "You" : "Diya Iyer", avatar: null },
    content,
    createdAt,
  };
}

describe("thread format", () => {
  it("labels days as Today, Yesterday or dd MMM yyyy, and times on a 12-hour clock", () => {
    const now = new Date(2026, 10, 20, 15, 0);
    const en = (key: MessageKey<"thread">) => messageIn("en", "thread", key);
    const hi = (key: MessageKey<"thread">) => messageIn("hi", "thread", key);
    expect(dayLabel(en, "en", at(now, 9, 5), now)).toBe("Today");
    const yesterday = new Date(2026, 10, 19);
    expect(dayLabel(en, "en", at(yesterday, 23, 59), now)).toBe("Yesterday");
    expect(dayLabel(en, "en", at(new Date(2026, 0, 5), 12, 0), now)).toBe("05 Jan 2026");
    expect(dayLabel(hi, "hi", at(yesterday, 23, 59), now)).toBe("कल");
    expect(dayLabel(hi, "hi", at(new Date(2026, 0, 5), 12, 0), now)).toBe("5 जनवरी 2026");
    expect(timeLabel(at(now, 0, 7))).toBe("12:07 AM");
    expect(timeLabel(at(now, 19, 45))).toBe("7:45 PM");
    expect(timeLabel("not a date")).toBe("");
  });
});

describe("MessageList", () => {
  it("separates days and names a sender once per run", () => {
    const old = new Date(2026, 0, 5);
    const messages = [
      message("1", "u2", at(old, 10, 0)),
      message("2", "u2", at(old, 10, 1)),
      message("3", "me", at(old, 10, 2)),
      message("4", "u2", at(new Date(2026, 0, 6), 9, 0)),
    ];
    render(<MessageList messages={messages} label="Messages with Diya Iyer" showNames />);
    const log = screen.getByRole("log", { name: "Messages with Diya Iyer" });
    expect(within(log).getByText("05 Jan 2026")).toBeInTheDocument();
    expect(within(log).getByText("06 Jan 2026")).toBeInTheDocument();
    // Two runs by Diya (split by the day), each named once.
    expect(within(log).getAllByText("Diya Iyer")).toHaveLength(2);
    // Screen readers hear who said what.
    expect(within(log).getByText("Message 3").closest("div")).toHaveTextContent("You: Message 3");
  });

  it("offers a way down when a message arrives while reading older ones", async () => {
    const first = [message("1", "u2", "2026-01-05T10:00:00.000Z")];
    const view = render(<MessageList messages={first} label="Thread" />);
    const log = screen.getByRole("log", { name: "Thread" });
    // Scrolled far up: 1000 px of content, 200 px visible, at the top.
    Object.defineProperty(log, "scrollHeight", { configurable: true, value: 1000 });
    Object.defineProperty(log, "clientHeight", { configurable: true, value: 200 });
    log.scrollTop = 0;
    log.dispatchEvent(new Event("scroll"));
    view.rerender(
      <MessageList messages={[...first, message("2", "u2", "2026-01-05T10:01:00.000Z")]} label="Thread" />,
    );
    const down = await screen.findByRole("button", { name: "New messages" });
    await userEvent.setup().click(down);
    expect(screen.queryByRole("button", { name: "New messages" })).not.toBeInTheDocument();
    expect(log.scrollTop).toBe(1000);
  });

  it("follows new messages when the reader is at the end", () => {
    const first = [message("1", "u2", "2026-01-05T10:00:00.000Z")];
    const view = render(<MessageList messages={first} label="Thread" />);
    view.rerender(
      <MessageList messages={[...first, message("2", "u2", "2026-01-05T10:01:00.000Z")]} label="Thread" />,
    );
    expect(screen.queryByRole("button", { name: "New messages" })).not.toBeInTheDocument();
  });
});
