import type { EventCategory, PaymentType } from "../../../shared/options";

// Demo experiences: [name, category, state, city, description, slots, payment, cost, days from today, length in days].
export type DemoEvent = {
  name: string;
  category: EventCategory;
  customCategory?: string;
  state: string;
  city: string;
  description: string;
  slots: number;
  paymentType: PaymentType;
  cost: number;
  startInDays: number;
  days: number;
  time: string;
};

const e = (
  name: string,
  category: EventCategory,
  state: string,
  city: string,
  description: string,
  slots: number,
  paymentType: PaymentType,
  cost: number,
  startInDays: number,
  days: number,
  time: string,
  customCategory?: string,
): DemoEvent => ({ name, category, state, city, description, slots, paymentType, cost, startInDays, days, time, ...(customCategory ? { customCategory } : {}) });

export const DEMO_EVENTS: DemoEvent[] = [
  e("Coorg coffee estate weekend", "Weekend Getaways", "Karnataka", "Madikeri", "Two slow days among coffee estates, misty walks and a bonfire dinner with new friends.", 8, "split", 0, 12, 2, "07:30"),
  e("Kudremukh sunrise trek", "Adventure & Treks", "Karnataka", "Chikmagalur", "A guided trek to the Kudremukh peak for sunrise. Moderate fitness needed, bring grit.", 10, "fee", 2400, 20, 1, "05:00"),
  e("Rishikesh riverside camping", "Camping & Bonfire Nights", "Uttarakhand", "Rishikesh", "Tents by the Ganga, a bonfire with guitars and a short rafting stretch on the second morning.", 12, "fee", 3500, 26, 2, "14:00"),
  e("Gokarna beach hopping", "Beach & Island Escapes", "Karnataka", "Gokarna", "Walk the cliff trail from Kudle to Half Moon beach, swim, and stay for the sunset jam.", 6, "dutch", 0, 9, 2, "09:00"),
  e("Munnar tea trails", "Hill Stations & Scenic Stays", "Kerala", "Munnar", "Tea gardens, a homestay with Kerala meals and an easy hike to Lakkam waterfalls.", 8, "split", 0, 33, 3, "08:00"),
  e("Hampi ruins at golden hour", "Cultural & Temple Trails", "Karnataka", "Hospet", "Explore Virupaksha temple and the boulder fields with a local historian, then coracle rides.", 10, "fee", 1800, 15, 2, "06:30"),
  e("Old Delhi food walk", "City Heritage & Food Walks", "Delhi", "New Delhi", "Parathe wali gali, jalebis and Mughal lanes: an evening of stories and street food.", 12, "dutch", 0, 5, 1, "17:00"),
  e("Bandra open mic night", "Nightlife & Social Meetups", "Maharashtra", "Mumbai", "Poetry, stand-up and music at a cosy Bandra brewery. Perform or just cheer along.", 20, "fee", 499, 4, 1, "20:00"),
  e("Pondicherry café crawl", "Food & Coffee Trails", "Puducherry", "Puducherry", "French quarter cafés, filter coffee tastings and a sea-front walk between bakeries.", 8, "dutch", 0, 11, 1, "10:00"),
  e("Sunrise yoga retreat in Rishikesh", "Wellness & Yoga Retreats", "Uttarakhand", "Rishikesh", "Three mornings of gentle yoga, breath work and sattvic food in an ashram by the river.", 10, "fee", 6500, 40, 3, "06:00"),
  e("Mumbai to Lonavala monsoon ride", "Bike Rides & Road Trips", "Maharashtra", "Lonavala", "A relaxed group ride through the ghats with chai stops, vada pav and waterfall views.", 15, "split", 0, 18, 1, "05:30"),
  e("Ziro valley hidden villages", "Offbeat & Hidden Escapes", "Arunachal Pradesh", "Ziro", "Apatani villages, pine forests and rice fields far from the tourist trail. Homestay nights.", 6, "fee", 9800, 55, 4, "09:00"),
  e("Women-only Jaipur heritage weekend", "Women-Only Trips", "Rajasthan", "Jaipur", "Forts, block-printing workshop and rooftop dinners in a safe, all-women group.", 10, "fee", 5200, 24, 2, "09:30"),
  e("Solo travellers' Goa meetup", "Solo-Friendly Group Trips", "Goa", "Panaji", "Travelling solo? Join a small crew for Fontainhas walks, beaches and a sunset cruise.", 12, "split", 0, 30, 3, "11:00"),
  e("Board games and biryani night", "Create Your Own Scene (Other)", "Telangana", "Hyderabad", "Catan, Codenames and a giant biryani handi. Beginners welcome, competitive spirits too.", 8, "dutch", 0, 6, 1, "19:00", "Game night"),
  e("Nandi Hills cycle at dawn", "Adventure & Treks", "Karnataka", "Bengaluru", "An early ride up Nandi Hills to catch the clouds below, breakfast at the top.", 14, "dutch", 0, 8, 1, "04:30"),
  e("Varkala cliff sunset", "Beach & Island Escapes", "Kerala", "Varkala", "Cliff-side cafés, a drum circle at sunset and a morning swim at Black Beach.", 8, "split", 0, 44, 2, "15:00"),
  e("Shillong live music weekend", "Nightlife & Social Meetups", "Meghalaya", "Shillong", "The rock capital of India: two nights of gigs, and a day trip to the living root bridges.", 10, "fee", 4200, 60, 3, "12:00"),
  e("Kolkata heritage tram ride", "City Heritage & Food Walks", "West Bengal", "Kolkata", "Ride the heritage tram, then College Street books and Kolkata's famous kathi rolls.", 10, "dutch", 0, 14, 1, "10:30"),
  e("Auroville co-work week", "Create Your Own Scene (Other)", "Tamil Nadu", "Auroville", "Work remotely together for a week: shared desks by day, community dinners by night.", 6, "split", 0, 70, 6, "09:00", "Co-work retreat"),
  // Past events, for reviews, "attended" lists and the over-state.
  e("Chikmagalur coffee trail", "Food & Coffee Trails", "Karnataka", "Chikmagalur", "Estate tour, roasting session and a tasting of single-origin coffees with the planters.", 8, "fee", 1500, -20, 1, "09:00"),
  e("Lonar crater night camp", "Camping & Bonfire Nights", "Maharashtra", "Lonar", "Camp at the rim of a meteor crater, stargaze with a telescope and cook dinner together.", 10, "split", 0, -35, 1, "16:00"),
  e("Mysuru Dasara walk", "Cultural & Temple Trails", "Karnataka", "Mysuru", "See the palace lit up for Dasara and the procession, with a local guide and sweets.", 12, "dutch", 0, -50, 1, "17:30"),
];
