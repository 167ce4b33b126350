import { City } from "country-state-city";
import { describe, expect, it } from "vitest";
import { cityAlias } from "./city-aliases";
import { currentNameForTyped, listedCityName, RENAMED_CITIES } from "./city-renames";

const PACKAGE = City.getCitiesOfCountry("IN") ?? [];

describe("cities the locations list carries under a former name", () => {
  it("are in the package under the former name, in their state, and not yet under the current one", () => {
    for (const r of RENAMED_CITIES) {
      const inState = PACKAGE.filter((c) => c.stateCode === r.stateCode).map((c) => c.name);
      expect(inState, `${r.former}, ${r.stateCode}`).toContain(r.former);
      expect(inState, `${r.current}, ${r.stateCode}`).not.toContain(r.current);
    }
  });

  it("say which former names another city of the list keeps", () => {
    for (const r of RENAMED_CITIES) {
      const elsewhere = PACKAGE.some((c) => c.name === r.former && c.stateCode !== r.stateCode);
      expect(Boolean(r.formerStillListed), r.former).toBe(elsewhere);
    }
  });

  it("list the current name, and keep the former one as an alias of it", () => {
    expect(listedCityName("KL", "Cochin")).toBe("Kochi");
    expect(listedCityName("HR", "Gurgaon")).toBe("Gurugram");
    expect(listedCityName("BR", "Aurangabad")).toBe("Aurangabad");
    expect(listedCityName("MH", "Pune")).toBe("Pune");
    for (const r of RENAMED_CITIES) {
      expect(cityAlias(r.former)).toEqual({ city: r.current, stateCode: r.stateCode });
      expect(cityAlias(r.current)).toBeNull();
    }
  });

  it("give a member who typed a former name the current one, unless another city keeps it", () => {
    expect(currentNameForTyped(" gurgaon ")).toBe("Gurugram");
    expect(currentNameForTyped("Cochin")).toBe("Kochi");
    expect(currentNameForTyped("Aurangabad")).toBe("Aurangabad");
    expect(currentNameForTyped("Pune")).toBe("Pune");
  });
});
