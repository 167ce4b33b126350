import { describe, expect, it } from "vitest";
import { inIndia, mapLinks, readMapPoint } from "./map-point";

const SHANIWAR_WADA = { lat: 18.5195, lng: 73.8553 };

describe("readMapPoint", () => {
  it.each([
    // Plain coordinates, as Google Maps copies them and as people type them.
    ["18.5204, 73.8567", { lat: 18.5204, lng: 73.8567 }],
    ["18.5204,73.8567", { lat: 18.5204, lng: 73.8567 }],
    ["  18.5204 73.8567 ", { lat: 18.5204, lng: 73.8567 }],
    ["18.5204;73.8567", { lat: 18.5204, lng: 73.8567 }],
    ["18.520412345, 73.856712345", { lat: 18.52041, lng: 73.85671 }],
    ["18.5204° N, 73.8567° E", { lat: 18.5204, lng: 73.8567 }],
    ["18.5204N 73.8567E", { lat: 18.5204, lng: 73.8567 }],
    ["33.8688° S, 151.2093° E", { lat: -33.8688, lng: 151.2093 }],
    [`18°31'10.2"N 73°51'19.1"E`, { lat: 18.5195, lng: 73.85531 }],
    ["-33.8688, 151.2093", { lat: -33.8688, lng: 151.2093 }],
    // Google Maps: a place (its own pin beats the map's centre), a search, a query, a route.
    [
      "https://www.google.com/maps/place/Shaniwar+Wada/@18.5204,73.8567,15z/data=!3m1!4b1!4m6!3m5!1s0x3bc2c06fa5b442ff:0x9df365f5b648bce1!8m2!3d18.5195!4d73.8553!16zL20vMDNkcjU1",
      SHANIWAR_WADA,
    ],
    ["https://www.google.com/maps/place/Name/@18.5204,73.8567,15z", { lat: 18.5204, lng: 73.8567 }],
    ["https://www.google.co.in/maps/@18.5204,73.8567,17z?entry=ttu", { lat: 18.5204, lng: 73.8567 }],
    ["https://maps.google.com/?q=18.5204,73.8567", { lat: 18.5204, lng: 73.8567 }],
    ["https://maps.google.com/maps?q=loc:18.5204+73.8567", { lat: 18.5204, lng: 73.8567 }],
    ["https://www.google.com/maps/search/?api=1&query=18.52,73.85", { lat: 18.52, lng: 73.85 }],
    ["https://www.google.com/maps/search/18.5204,+73.8567?entry=tts", { lat: 18.5204, lng: 73.8567 }],
    [
      "https://www.google.com/maps/place/18%C2%B031'10.2%22N+73%C2%B051'19.1%22E/@18.5195,73.85,17z",
      { lat: 18.5195, lng: 73.85531 },
    ],
    ["https://www.google.com/maps/dir/?api=1&destination=18.5204,73.8567", { lat: 18.5204, lng: 73.8567 }],
    [
      "https://www.google.com/maps/dir/Pune+Station/Sinhagad+Fort/@18.42,73.8,12z/data=!3m1!4b1!4m14!4m13!1m5!1m1!1s0x3bc2c0:0x1!2m2!1d73.8743!2d18.5289!1m5!1m1!1s0x3bc2:0x2!2m2!1d73.7554!2d18.3663!3e0",
      { lat: 18.3663, lng: 73.7554 },
    ],
    [
      "https://www.google.com/maps/dir/18.5289,73.8743/18.3663,73.7554/@18.42,73.8,12z",
      { lat: 18.3663, lng: 73.7554 },
    ],
    ["www.google.com/maps/@18.5204,73.8567,15z", { lat: 18.5204, lng: 73.8567 }],
    // OpenStreetMap: the marker beats the map's centre.
    ["https://www.openstreetmap.org/?mlat=18.52&mlon=73.85#map=15/18.53/73.86", { lat: 18.52, lng: 73.85 }],
    ["https://www.openstreetmap.org/#map=15/18.5204/73.8567", { lat: 18.5204, lng: 73.8567 }],
    [
      "https://www.openstreetmap.org/node/123#map=19/18.5204/73.8567&layers=N",
      { lat: 18.5204, lng: 73.8567 },
    ],
    // Apple Maps, as an iPhone shares a place.
    [
      "https://maps.apple.com/?address=Pune&ll=18.5204,73.8567&q=Shaniwar%20Wada",
      { lat: 18.5204, lng: 73.8567 },
    ],
    // geo: URIs (RFC 5870, and Android's form with a query).
    ["geo:18.5204,73.8567", { lat: 18.5204, lng: 73.8567 }],
    ["geo:18.5204,73.8567;u=35?z=15", { lat: 18.5204, lng: 73.8567 }],
    ["geo:0,0?q=18.5204,73.8567(Trailhead)", { lat: 18.5204, lng: 73.8567 }],
    ["GEO:18.5204,73.8567?q=18.5204,73.8567(Shaniwar%20Wada)", { lat: 18.5204, lng: 73.8567 }],
  ])("reads %s", (text, point) => {
    expect(readMapPoint(text)).toEqual({ ok: true, point });
  });

  it.each([
    "https://maps.app.goo.gl/Xk3rT9yPqL2",
    "https://goo.gl/maps/abc123",
    "maps.app.goo.gl/Xk3rT9yPqL2",
    "https://osm.org/go/yTR8~",
  ])("asks for the full link instead of the short %s", (text) => {
    expect(readMapPoint(text)).toEqual({ ok: false, problem: "shortLink" });
  });

  it.each([
    "",
    "Shaniwar Wada, Pune",
    "https://www.google.com/maps/place/Shaniwar+Wada",
    "https://maps.google.com/?q=Shaniwar+Wada",
    "https://www.google.com/maps/search/?api=1&query=Shaniwar%20Wada",
    "https://www.openstreetmap.org/search?query=Pune",
    "https://example.com/?q=18.5204,73.8567",
    "https://evil.example/maps/@18.5204,73.8567,15z",
    "geo:0,0?q=Shaniwar+Wada",
    "18.5204",
    "18.5204, 73.8567, 12",
    "javascript:alert(1)",
    "https:// not a url",
  ])("finds no point in %j", (text) => {
    expect(readMapPoint(text)).toEqual({ ok: false, problem: "noPoint" });
  });

  it.each(["95, 73.85", "18.52, 190", "geo:-91,20"])("refuses %s as off the globe", (text) => {
    expect(readMapPoint(text)).toEqual({ ok: false, problem: "outOfRange" });
  });
});

describe("inIndia", () => {
  it("holds Kanyakumari to Ladakh and Kutch to Arunachal, not London or a swapped pair", () => {
    for (const point of [
      { lat: 8.08, lng: 77.55 },
      { lat: 34.15, lng: 77.58 },
      { lat: 23.73, lng: 69.86 },
      { lat: 27.1, lng: 93.6 },
    ])
      expect(inIndia(point)).toBe(true);
    expect(inIndia({ lat: 51.5, lng: -0.12 })).toBe(false);
    expect(inIndia({ lat: 73.8567, lng: 18.5204 })).toBe(false);
  });
});

describe("mapLinks", () => {
  it("gives Android a geo: URI with the place as its label, and every phone a Google Maps search", () => {
    expect(mapLinks({ lat: 18.5195, lng: 73.8553 }, "Shaniwar Wada (main gate)")).toEqual({
      geo: "geo:18.5195,73.8553?q=18.5195,73.8553(Shaniwar%20Wada%20main%20gate)",
      web: "https://www.google.com/maps/search/?api=1&query=18.5195%2C73.8553",
    });
    expect(mapLinks({ lat: 18.5, lng: 73.8 }, "").geo).toBe("geo:18.5,73.8?q=18.5,73.8");
  });
});
