import { City } from "country-state-city";
import { describe, expect, it } from "vitest";
import { CITY_ALIASES, cityAlias, normaliseCityName } from "./city-aliases";

describe("the names people use for a city", () => {
  it("each point at a city the locations list has, in its state", () => {
    const listed = new Set(City.getCitiesOfCountry("IN")?.map((c) => `${c.name}|${c.stateCode}`));
    for (const [alias, { city, stateCode }] of Object.entries(CITY_ALIASES)) {
      expect(listed.has(`${city}|${stateCode}`), `${alias} -> ${city}, ${stateCode}`).toBe(true);
    }
  });

  it("match whatever the case, spaces and dots", () => {
    expect(cityAlias(" KOCHI ")).toEqual({ city: "Cochin", stateCode: "KL" });
    expect(cityAlias("Chhatrapati  Sambhajinagar.")).toEqual({ city: "Aurangabad", stateCode: "MH" });
    expect(cityAlias("Pune")).toBeNull();
    expect(normaliseCityName("Bengaluru  ")).toBe("bengaluru");
  });
});
