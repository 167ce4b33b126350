import { Registry } from "prom-client";
import { describe, expect, it } from "vitest";
import { RequestHistogram } from "./request-histogram";

describe("the request histogram", () => {
  it("writes cumulative buckets, +Inf, _sum and _count per method, route and status", async () => {
    const registry = new Registry();
    const histogram = new RequestHistogram("t_requests_seconds", "requests", [0.01, 0.1]);
    registry.registerMetric(histogram.asMetric());
    histogram.observe("GET", "/api/events/:id", 200, 0.005);
    histogram.observe("GET", "/api/events/:id", 200, 0.01); // on a bound: that bucket (le is "less or equal")
    histogram.observe("GET", "/api/events/:id", 200, 0.05);
    histogram.observe("GET", "/api/events/:id", 200, 3);
    histogram.observe("POST", "/api/events", 201, 0.02);
    const text = await registry.metrics();
    const lines = text.trim().split("\n");
    expect(lines).toEqual([
      "# HELP t_requests_seconds requests",
      "# TYPE t_requests_seconds histogram",
      't_requests_seconds_bucket{method="GET",route="/api/events/:id",status_code="200",le="0.01"} 2',
      't_requests_seconds_bucket{method="GET",route="/api/events/:id",status_code="200",le="0.1"} 3',
      't_requests_seconds_bucket{method="GET",route="/api/events/:id",status_code="200",le="+Inf"} 4',
      't_requests_seconds_sum{method="GET",route="/api/events/:id",status_code="200"} 3.065',
      't_requests_seconds_count{method="GET",route="/api/events/:id",status_code="200"} 4',
      't_requests_seconds_bucket{method="POST",route="/api/events",status_code="201",le="0.01"} 0',
      't_requests_seconds_bucket{method="POST",route="/api/events",status_code="201",le="0.1"} 1',
      't_requests_seconds_bucket{method="POST",route="/api/events",status_code="201",le="+Inf"} 1',
      't_requests_seconds_sum{method="POST",route="/api/events",status_code="201"} 0.02',
      't_requests_seconds_count{method="POST",route="/api/events",status_code="201"} 1',
    ]);
  });
});
