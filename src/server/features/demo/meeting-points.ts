import type { DemoMeetingPoint } from "./events";

// Where the demo experiences' groups meet (issue 27): a real place and landmark per demo city, with
// its pin (issue 41), so the event page, the reminders, Help's message and the group show a meeting
// point as a host would give it. A listing with a meeting point of its own (city-events.ts) uses that.
// biome-ignore format: one city a line reads as a table
export const DEMO_MEETING_POINTS: Readonly<Record<string, DemoMeetingPoint>> = {
  Chikkamagaluru: { place: "Town Canteen, MG Road", address: "Opposite the KSRTC bus stand", lat: 13.3161, lng: 75.772 },
  Rishikesh: { place: "Laxman Jhula, east end", address: "By the Tera Manzil temple steps", lat: 30.1266, lng: 78.33 },
  Madikeri: { place: "Raja's Seat garden gate", address: "Stuart Hill, next to the toy train", lat: 12.4195, lng: 75.7367 },
  Gokarna: { place: "Om Beach parking", address: "Om Beach Road, by the lifeguard hut", lat: 14.5195, lng: 74.3236 },
  Munnar: { place: "Munnar bus stand", address: "Main Bazaar, near the post office", lat: 10.0889, lng: 77.0595 },
  Hosapete: { place: "Hampi bus stand", address: "Near the Virupaksha temple gopuram", lat: 15.3356, lng: 76.4597 },
  "New Delhi": { place: "Chawri Bazar metro, gate 1", address: "Chawri Bazar, Chandni Chowk", lat: 28.6493, lng: 77.2263 },
  Mumbai: { place: "Carter Road amphitheatre", address: "Carter Road, Bandra West", lat: 19.0667, lng: 72.8222 },
  Puducherry: { place: "Gandhi statue, Promenade Beach", address: "Goubert Avenue, White Town", lat: 11.9318, lng: 79.8352 },
  Lonavla: { place: "Lonavla railway station, exit 1", address: "Station Road, by the chikki shops", lat: 18.7546, lng: 73.4062 },
  Ziro: { place: "Old Ziro market", address: "Hapoli road, opposite the school field", lat: 27.5449, lng: 93.8197 },
  Jaipur: { place: "Hawa Mahal, front gate", address: "Badi Choupad, Pink City", lat: 26.9239, lng: 75.8267 },
  Panaji: { place: "Church Square", address: "Our Lady of the Immaculate Conception steps", lat: 15.4989, lng: 73.8278 },
  Hyderabad: { place: "Charminar, north arch", address: "Laad Bazaar entrance", lat: 17.3616, lng: 78.4747 },
  Bengaluru: { place: "Blossom Book House", address: "Church Street, off MG Road", lat: 12.9756, lng: 77.605 },
  Varkala: { place: "North Cliff helipad", address: "Varkala Cliff, above Papanasam beach", lat: 8.7347, lng: 76.7065 },
  Shillong: { place: "Police Bazar point", address: "Near the Centre Point hotel", lat: 25.576, lng: 91.8825 },
  Kolkata: { place: "Prinsep Ghat", address: "Strand Road, under the Vidyasagar Setu", lat: 22.5551, lng: 88.3306 },
  Auroville: { place: "Visitors Centre café", address: "Auroville main road, by the car park", lat: 12.0067, lng: 79.8106 },
  Lonar: { place: "MTDC resort gate", address: "Crater rim road, Lonar", lat: 19.9767, lng: 76.5068 },
  Mysuru: { place: "Mysore Palace, north gate", address: "Sayyaji Rao Road", lat: 12.3058, lng: 76.6552 },
};
