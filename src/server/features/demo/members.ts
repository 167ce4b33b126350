import type { Gender } from "../../../shared/options";

// Demo members: believable Indian names and cities, varied quiz answers (indexes into the option sets).
export type DemoMember = {
  name: string;
  email: string;
  gender: Gender;
  city: string;
  prefs: number[];
  scenes: number[];
  energy: number;
  vibe: number;
  spontaneity: number;
  purposes: number[];
  trust: boolean;
  instagram?: string;
  linkedin?: string;
  x?: string;
  admin?: boolean;
};

type Social = "instagram" | "linkedin" | "x";
type Row = [
  name: string,
  gender: Gender,
  city: string,
  prefs: number[],
  scenes: number[],
  energy: number,
  vibe: number,
  spontaneity: number,
  purposes: number[],
  trust: boolean,
  // One social link without its scheme; the host names the field it fills.
  link: `${"instagram.com" | "linkedin.com" | "x.com"}/${string}`,
  admin?: "admin",
];

// biome-ignore format: one member a line reads as a table; the formatter would spread each over 14 lines
const ROWS: Row[] = [
  ["Aarav Sharma", "male", "Bengaluru", [0, 2, 5], [1, 4], 2, 1, 2, [1], true, "instagram.com/aarav.travels"],
  ["Diya Iyer", "female", "Chennai", [1, 4], [0, 3, 6], 1, 2, 1, [0, 3], true, "instagram.com/diya.iyer"],
  ["Kabir Mehta", "male", "Mumbai", [6, 1], [6, 3], 2, 0, 2, [2], false, "x.com/kabirmehta"],
  ["Ananya Reddy", "female", "Hyderabad", [3, 0], [5, 2], 0, 1, 0, [0], true, "linkedin.com/in/ananyareddy"],
  ["Rohan Das", "male", "Kolkata", [4, 0, 3], [2, 5], 0, 2, 1, [3, 0], false, "instagram.com/rohan.eats"],
  ["Meera Nair", "female", "Kochi", [2, 5], [4, 1], 1, 1, 2, [1, 2], true, "instagram.com/meera.wanders"],
  ["Vikram Singh", "male", "Jaipur", [5, 2], [1, 4, 0], 2, 0, 2, [2, 1], true, "linkedin.com/in/vikramsingh"],
  ["Ishita Banerjee", "female", "Pune", [1, 6], [3, 6], 2, 2, 1, [0], false, "instagram.com/ishita.b"],
  ["Arjun Kapoor", "male", "New Delhi", [0, 4], [2, 5, 3], 1, 1, 0, [3], true, "x.com/arjunk"],
  ["Sneha Kulkarni", "female", "Pune", [3, 4, 0], [5, 2], 0, 1, 0, [0, 3], true, "linkedin.com/in/snehak"],
  ["Farhan Qureshi", "male", "Lucknow", [4, 1], [3, 0], 1, 2, 1, [0, 2], false, "instagram.com/farhan.q"],
  ["Priya Menon", "female", "Bengaluru", [2, 5, 0], [1, 4], 2, 0, 2, [1], true, "instagram.com/priya.outdoors"],
  ["Sahil Verma", "male", "Chandigarh", [5, 6], [1, 6], 2, 1, 2, [1, 2], false, "x.com/sahilv"],
  ["Tara Joshi", "female", "Dehradun", [2, 0], [4, 2], 0, 2, 1, [3], true, "instagram.com/tara.hills"],
  ["Nikhil Rao", "male", "Mysuru", [3, 2], [5, 1], 1, 1, 1, [0, 1], true, "linkedin.com/in/nikhilrao"],
  ["Zoya Khan", "female", "Mumbai", [6, 1, 4], [6, 0], 2, 0, 2, [0, 2], false, "instagram.com/zoya.nights"],
  ["Alex Fernandes", "other", "Panaji", [5, 1], [4, 0], 1, 2, 2, [1, 3], true, "instagram.com/alex.goa"],
  ["Riya Ghosh", "female", "Kolkata", [0, 4], [2, 5], 1, 2, 1, [2], true, "linkedin.com/in/riyaghosh", "admin"],
];

// A member's e-mail is their first name at demo.meetup; the admin's is DEMO_ADMIN_EMAIL.
function toMember(row: Row): DemoMember {
  const [name, gender, city, prefs, scenes, energy, vibe, spontaneity, purposes, trust, link, admin] = row;
  const social = link.slice(0, link.indexOf(".")) as Social;
  return {
    name,
    email: admin ? DEMO_ADMIN_EMAIL : `${name.split(" ")[0]!.toLowerCase()}@demo.meetup`,
    gender,
    city,
    prefs,
    scenes,
    energy,
    vibe,
    spontaneity,
    purposes,
    trust,
    [social]: `https://${link}`,
    ...(admin ? { admin: true } : {}),
  };
}

export const DEMO_ADMIN_EMAIL = "admin@demo.meetup";

export const DEMO_MEMBERS: DemoMember[] = ROWS.map(toMember);
