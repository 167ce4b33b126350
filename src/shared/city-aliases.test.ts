import { City } from "country-state-city";
import { describe, expect, it } from "vitest";
import { CITY_ALIASES, cityAlias, normaliseCityName } from "./city-aliases";
import { listedCityName } from "./city-renames";

describe("the names people use for a city", () => {
  it("each point at a city the locations list has, in its state, under the name it lists", () => {
    const listed = new Set(
      City.getCitiesOfCountry("IN")?.map((c) => `${listedCityName(c.stateCode, c.name)}|${c.stateCode}`),
    );
    for (const [alias, { city, stateCode }] of Object.entries(CITY_ALIASES)) {
      expect(listed.has(`${city}|${stateCode}`), `${alias} -> ${city}, ${stateCode}`).toBe(true);
    }
  });

  it("match whatever the case, spaces and dots", () => {
    expect(cityAlias(" COCHIN ")).toEqual({ city: "Kochi", stateCode: "KL" });
    expect(cityAlias("Gur.gaon")).toBeNull();
    expect(cityAlias("GURGAON.")).toEqual({ city: "Gurugram", stateCode: "HR" });
    expect(cityAlias("Sambhaji  nagar")).toBeNull();
    expect(cityAlias("sambhajinagar")).toEqual({ city: "Chhatrapati Sambhajinagar", stateCode: "MH" });
    expect(cityAlias("Kochi")).toBeNull();
    expect(cityAlias("Pune")).toBeNull();
    expect(normaliseCityName("Bengaluru  ")).toBe("bengaluru");
  });
});
