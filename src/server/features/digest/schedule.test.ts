import { describe, expect, it } from "vitest";
import { digestWeek, newNearYouBatchJob, newNearYouJob, nextDigestRun } from "./schedule";

const ist = (local: string) => new Date(`${local}+05:30`);

describe("the weekly digest's schedule", () => {
  it("runs on the next Sunday at 10:00 India time", () => {
    // 2026-07-12 is a Sunday.
    expect(nextDigestRun(ist("2026-07-08T12:00:00"))).toEqual(ist("2026-07-12T10:00:00"));
    expect(nextDigestRun(ist("2026-07-11T23:00:00"))).toEqual(ist("2026-07-12T10:00:00"));
    // Sunday 02:00 in India is still Saturday in UTC.
    expect(nextDigestRun(ist("2026-07-12T02:00:00"))).toEqual(ist("2026-07-12T10:00:00"));
    expect(nextDigestRun(ist("2026-07-12T09:59:59"))).toEqual(ist("2026-07-12T10:00:00"));
  });

  it("runs a week on from a run's own instant, and from any moment after it", () => {
    expect(nextDigestRun(ist("2026-07-12T10:00:00"))).toEqual(ist("2026-07-19T10:00:00"));
    expect(nextDigestRun(ist("2026-07-12T10:00:01"))).toEqual(ist("2026-07-19T10:00:00"));
    expect(nextDigestRun(ist("2026-07-13T08:00:00"))).toEqual(ist("2026-07-19T10:00:00"));
  });

  it("keys a week's run by its India date, and each batch by the week and the member before it", () => {
    const run = ist("2026-07-12T10:00:00");
    expect(digestWeek(run)).toBe("2026-07-12");
    const first = newNearYouJob(run);
    expect(first.dedupKey).toBe("digest.new-near-you:2026-07-12");
    expect(first.runAt).toEqual(run);
    expect(first.payload).toEqual({ runAt: run.toISOString(), after: null });
    // Queued by every instance at start: the same job.
    expect(newNearYouJob(ist("2026-07-12T10:00:00")).dedupKey).toBe(first.dedupKey);
    const id = "5b0c3f0e-8a4e-4c1e-9d8a-1f2b3c4d5e6f";
    const due = ist("2026-07-12T10:01:00");
    const next = newNearYouBatchJob(run, id, due);
    expect(next.dedupKey).toBe(`digest.new-near-you:2026-07-12:after:${id}`);
    expect(next.runAt).toEqual(due);
    expect(next.payload).toEqual({ runAt: run.toISOString(), after: id });
  });
});
