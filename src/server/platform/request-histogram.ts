import type { Metric } from "prom-client";

// The request histogram, kept apart from prom-client's Histogram because it runs on every request:
// prom-client's observe() builds a label object, a closure and a key string and validates the labels
// each time (about 0.8 µs here, several allocations); this one finds its series through three map
// lookups on values the request already holds and allocates only for a series it has not seen.
// It is registered in the app's prom-client registry, which formats and escapes it like the others.

type Series = { buckets: Float64Array; sum: number; count: number };
type Labels = { method: string; route: string; status_code: string };
type Value = { metricName: string; labels: Labels & { le?: string | number }; value: number };

export class RequestHistogram {
  readonly type = "histogram";
  // method -> route pattern -> status -> series: labels whose values the caller has as they are.
  private readonly series = new Map<string, Map<string, Map<number, Series>>>();

  constructor(
    readonly name: string,
    readonly help: string,
    private readonly bounds: readonly number[],
  ) {}

  observe(method: string, route: string, statusCode: number, seconds: number): void {
    let byRoute = this.series.get(method);
    if (!byRoute) {
      byRoute = new Map();
      this.series.set(method, byRoute);
    }
    let byStatus = byRoute.get(route);
    if (!byStatus) {
      byStatus = new Map();
      byRoute.set(route, byStatus);
    }
    let series = byStatus.get(statusCode);
    if (!series) {
      series = { buckets: new Float64Array(this.bounds.length + 1), sum: 0, count: 0 };
      byStatus.set(statusCode, series);
    }
    let bucket = 0;
    while (bucket < this.bounds.length && seconds > this.bounds[bucket]!) bucket++;
    series.buckets[bucket]!++;
    series.sum += seconds;
    series.count++;
  }

  /** What prom-client's registry formats: cumulative buckets, +Inf, _sum and _count per series. */
  async get() {
    const values: Value[] = [];
    for (const [method, byRoute] of this.series)
      for (const [route, byStatus] of byRoute)
        for (const [status, series] of byStatus) {
          const labels = { method, route, status_code: String(status) };
          let cumulative = 0;
          this.bounds.forEach((le, i) => {
            cumulative += series.buckets[i]!;
            values.push({ metricName: `${this.name}_bucket`, labels: { ...labels, le }, value: cumulative });
          });
          values.push({
            metricName: `${this.name}_bucket`,
            labels: { ...labels, le: "+Inf" },
            value: series.count,
          });
          values.push({ metricName: `${this.name}_sum`, labels, value: series.sum });
          values.push({ metricName: `${this.name}_count`, labels, value: series.count });
        }
    return { name: this.name, help: this.help, type: this.type, values, aggregator: "sum" as const };
  }

  reset(): void {
    this.series.clear();
  }

  /** For `registry.registerMetric`, which takes any object with a name and get(). */
  asMetric(): Metric {
    return this as unknown as Metric;
  }
}
