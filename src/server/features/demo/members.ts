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

export const DEMO_MEMBERS: DemoMember[] = [
  { name: "Aarav Sharma", email: "aarav@demo.meetup", gender: "male", city: "Bengaluru", prefs: [0, 2, 5], scenes: [1, 4], energy: 2, vibe: 1, spontaneity: 2, purposes: [1], trust: true, instagram: "https://instagram.com/aarav.travels" },
  { name: "Diya Iyer", email: "diya@demo.meetup", gender: "female", city: "Chennai", prefs: [1, 4], scenes: [0, 3, 6], energy: 1, vibe: 2, spontaneity: 1, purposes: [0, 3], trust: true, instagram: "https://instagram.com/diya.iyer" },
  { name: "Kabir Mehta", email: "kabir@demo.meetup", gender: "male", city: "Mumbai", prefs: [6, 1], scenes: [6, 3], energy: 2, vibe: 0, spontaneity: 2, purposes: [2], trust: false, x: "https://x.com/kabirmehta" },
  { name: "Ananya Reddy", email: "ananya@demo.meetup", gender: "female", city: "Hyderabad", prefs: [3, 0], scenes: [5, 2], energy: 0, vibe: 1, spontaneity: 0, purposes: [0], trust: true, linkedin: "https://linkedin.com/in/ananyareddy" },
  { name: "Rohan Das", email: "rohan@demo.meetup", gender: "male", city: "Kolkata", prefs: [4, 0, 3], scenes: [2, 5], energy: 0, vibe: 2, spontaneity: 1, purposes: [3, 0], trust: false, instagram: "https://instagram.com/rohan.eats" },
  { name: "Meera Nair", email: "meera@demo.meetup", gender: "female", city: "Kochi", prefs: [2, 5], scenes: [4, 1], energy: 1, vibe: 1, spontaneity: 2, purposes: [1, 2], trust: true, instagram: "https://instagram.com/meera.wanders" },
  { name: "Vikram Singh", email: "vikram@demo.meetup", gender: "male", city: "Jaipur", prefs: [5, 2], scenes: [1, 4, 0], energy: 2, vibe: 0, spontaneity: 2, purposes: [2, 1], trust: true, linkedin: "https://linkedin.com/in/vikramsingh" },
  { name: "Ishita Banerjee", email: "ishita@demo.meetup", gender: "female", city: "Pune", prefs: [1, 6], scenes: [3, 6], energy: 2, vibe: 2, spontaneity: 1, purposes: [0], trust: false, instagram: "https://instagram.com/ishita.b" },
  { name: "Arjun Kapoor", email: "arjun@demo.meetup", gender: "male", city: "New Delhi", prefs: [0, 4], scenes: [2, 5, 3], energy: 1, vibe: 1, spontaneity: 0, purposes: [3], trust: true, x: "https://x.com/arjunk" },
  { name: "Sneha Kulkarni", email: "sneha@demo.meetup", gender: "female", city: "Pune", prefs: [3, 4, 0], scenes: [5, 2], energy: 0, vibe: 1, spontaneity: 0, purposes: [0, 3], trust: true, linkedin: "https://linkedin.com/in/snehak" },
  { name: "Farhan Qureshi", email: "farhan@demo.meetup", gender: "male", city: "Lucknow", prefs: [4, 1], scenes: [3, 0], energy: 1, vibe: 2, spontaneity: 1, purposes: [0, 2], trust: false, instagram: "https://instagram.com/farhan.q" },
  { name: "Priya Menon", email: "priya@demo.meetup", gender: "female", city: "Bengaluru", prefs: [2, 5, 0], scenes: [1, 4], energy: 2, vibe: 0, spontaneity: 2, purposes: [1], trust: true, instagram: "https://instagram.com/priya.outdoors" },
  { name: "Sahil Verma", email: "sahil@demo.meetup", gender: "male", city: "Chandigarh", prefs: [5, 6], scenes: [1, 6], energy: 2, vibe: 1, spontaneity: 2, purposes: [1, 2], trust: false, x: "https://x.com/sahilv" },
  { name: "Tara Joshi", email: "tara@demo.meetup", gender: "female", city: "Dehradun", prefs: [2, 0], scenes: [4, 2], energy: 0, vibe: 2, spontaneity: 1, purposes: [3], trust: true, instagram: "https://instagram.com/tara.hills" },
  { name: "Nikhil Rao", email: "nikhil@demo.meetup", gender: "male", city: "Mysuru", prefs: [3, 2], scenes: [5, 1], energy: 1, vibe: 1, spontaneity: 1, purposes: [0, 1], trust: true, linkedin: "https://linkedin.com/in/nikhilrao" },
  { name: "Zoya Khan", email: "zoya@demo.meetup", gender: "female", city: "Mumbai", prefs: [6, 1, 4], scenes: [6, 0], energy: 2, vibe: 0, spontaneity: 2, purposes: [0, 2], trust: false, instagram: "https://instagram.com/zoya.nights" },
  { name: "Alex Fernandes", email: "alex@demo.meetup", gender: "other", city: "Panaji", prefs: [5, 1], scenes: [4, 0], energy: 1, vibe: 2, spontaneity: 2, purposes: [1, 3], trust: true, instagram: "https://instagram.com/alex.goa" },
  { name: "Riya Ghosh", email: "admin@demo.meetup", gender: "female", city: "Kolkata", prefs: [0, 4], scenes: [2, 5], energy: 1, vibe: 2, spontaneity: 1, purposes: [2], trust: true, linkedin: "https://linkedin.com/in/riyaghosh", admin: true },
];

export const DEMO_ADMIN_EMAIL = "admin@demo.meetup";
