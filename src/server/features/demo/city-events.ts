import type { EventCategory } from "../../../shared/options";
import type { DemoEvent, DemoStart } from "./events";

// Listings in every demo member's city (issue 41 item 3), so that "In my city" and "50 km" show a
// newcomer something where they live: at least three in each city hosted by someone else, at real
// places with their pins, on days spread over the coming weeks and a few on the coming weekend.
// Hosts live in the city or near it; where two members live in a city, each hosts one and sees the
// others'. All are approved and running: events.ts holds the other states.

type Payment = "dutch" | "split" | number;
type Row = [
  host: string,
  name: string,
  category: EventCategory,
  description: string,
  start: DemoStart,
  time: string,
  slots: number,
  payment: Payment,
  place: string,
  address: string,
  lat: number,
  lng: number,
  customCategory?: string,
];

const CITIES: [state: string, city: string, rows: Row[]][] = [
  // biome-ignore format: one listing a line reads as a table
  ["Maharashtra", "Pune", [
    ["sneha", "Koregaon Park café crawl", "Food & Coffee Trails", "Four cafés in Koregaon Park and Kalyani Nagar: filter coffee, pour-overs and a long brunch at the last one.", "saturday", "10:30", 8, "dutch", "German Bakery", "North Main Road, Koregaon Park", 18.5362, 73.894],
    ["ishita", "Shaniwar Wada heritage walk", "City Heritage & Food Walks", "Peshwa history from Shaniwar Wada to Tulshibaug market, ending with misal at a hundred-year-old eatery.", 9, "08:00", 12, 450, "Shaniwar Wada, Delhi Darwaza", "Shaniwar Peth, by the main gate", 18.5195, 73.8553],
    ["aarav", "Sinhagad fort sunrise trek", "Adventure & Treks", "Up the Atkarwadi trail in the dark for sunrise on the fort, then pithla bhakri and kanda bhaji at the top.", "sunday", "05:00", 10, "split", "Sinhagad, Atkarwadi trailhead", "Sinhagad Ghat Road, by the forest check post", 18.3707, 73.7638],
    ["zoya", "Mulshi lake morning ride", "Bike Rides & Road Trips", "An easy ride to Mulshi dam through the ghats, breakfast by the backwaters and back before lunch.", 16, "06:00", 12, "split", "Chandni Chowk flyover", "Paud Road end, by the petrol pump", 18.509, 73.7816],
    ["priya", "Sunrise yoga at Empress Garden", "Wellness & Yoga Retreats", "An hour of gentle yoga under the old trees, then herbal tea and a slow walk round the garden.", 23, "06:30", 15, 300, "Empress Botanical Garden, main gate", "Dr Coyaji Road, near the Race Course", 18.5074, 73.8886],
  ]],
  // biome-ignore format: one listing a line reads as a table
  ["Maharashtra", "Mumbai", [
    ["zoya", "Kala Ghoda art and food walk", "City Heritage & Food Walks", "Galleries, Art Deco lanes and Irani cafés of Fort, with bun maska and chai at Kyani to finish.", 7, "16:00", 12, 600, "Jehangir Art Gallery steps", "MG Road, Kala Ghoda, Fort", 18.9272, 72.8313],
    ["ishita", "Chai at Girgaon Chowpatty", "Nightlife & Social Meetups", "Sunset on the sand, cutting chai and pav bhaji, then a walk along Marine Drive's Queen's Necklace.", "saturday", "17:30", 15, "dutch", "Girgaon Chowpatty, Tilak statue", "Netaji Subhash Chandra Bose Road", 18.9548, 72.814],
    ["alex", "Kanheri caves hike", "Adventure & Treks", "A shaded forest walk in Sanjay Gandhi National Park to the Buddhist caves of Kanheri. Carry water.", 12, "07:00", 10, "split", "Sanjay Gandhi National Park, main gate", "Western Express Highway, Borivali East", 19.2288, 72.866],
    ["sneha", "Versova beach clean-up and breakfast", "Create Your Own Scene (Other)", "Two hours of cleaning the beach with the local volunteers, then poha and chai together after.", 20, "07:30", 20, "dutch", "Versova beach, fishermen's jetty", "Versova Village, Andheri West", 19.134, 72.8126, "Beach clean-up"],
  ]],
  // biome-ignore format: one listing a line reads as a table
  ["Karnataka", "Bengaluru", [
    ["priya", "Cubbon Park reading circle", "Create Your Own Scene (Other)", "Bring a book or just listen: an hour of reading under the trees, then coffee and talk at a darshini.", "sunday", "08:00", 12, "dutch", "Cubbon Park, State Central Library steps", "Kasturba Road, Cubbon Park", 12.976, 77.5946, "Reading circle"],
    ["aarav", "VV Puram food street evening", "City Heritage & Food Walks", "Dosas, holige and congress kadlekai on Bengaluru's favourite food street. Come hungry.", 6, "19:00", 10, "dutch", "VV Puram Food Street", "Sajjan Rao Circle, Visvesvarapuram", 12.9478, 77.5717],
    ["nikhil", "Turahalli forest sunrise trail", "Adventure & Treks", "An easy trail through Turahalli's scrub forest to the rocks for sunrise, with breakfast after.", 13, "05:45", 12, "split", "Turahalli forest gate", "Turahalli, off Kanakapura Road", 12.8884, 77.5284],
    ["diya", "Indiranagar brewery evening", "Nightlife & Social Meetups", "Craft beer, board games and a playlist we make together at a 100 Feet Road brewery.", 17, "19:30", 14, "dutch", "Toit", "100 Feet Road, Indiranagar", 12.979, 77.6408],
  ]],
  // biome-ignore format: one listing a line reads as a table
  ["Tamil Nadu", "Chennai", [
    ["priya", "Mylapore temple and tiffin walk", "Cultural & Temple Trails", "Kapaleeshwarar temple, the tank and the mada streets, then idli and filter coffee at a century-old mess.", 8, "07:00", 10, 500, "Kapaleeshwarar Temple, east gopuram", "North Mada Street, Mylapore", 13.0337, 80.2697],
    ["nikhil", "Elliot's Beach sunrise coffee", "Food & Coffee Trails", "Sunrise at Besant Nagar's quieter beach, then filter coffee and pongal at the cafés behind it.", "saturday", "06:00", 10, "dutch", "Karl Schmidt Memorial", "Elliot's Beach, Besant Nagar", 12.999, 80.2729],
    ["ananya", "Marina to Fort St George cycle", "Bike Rides & Road Trips", "A morning ride along the Marina to the fort and the High Court's red domes, with sundal on the sand.", 15, "06:00", 12, "split", "Triumph of Labour statue", "Marina Beach, Kamarajar Salai", 13.0569, 80.2816],
    ["meera", "A kutcheri evening of the music season", "Cultural & Temple Trails", "December is Chennai's music season: an evening concert at the Music Academy and a canteen dinner.", 22, "17:30", 8, 300, "The Music Academy, main gate", "TTK Road, Royapettah", 13.0446, 80.2606],
  ]],
  // biome-ignore format: one listing a line reads as a table
  ["Telangana", "Hyderabad", [
    ["farhan", "Golconda fort at sunset", "City Heritage & Food Walks", "Climb to the Bala Hissar for sunset over the city, stay for the sound and light show, then kebabs.", 10, "16:00", 12, 350, "Golconda Fort, Fateh Darwaza", "Ibrahim Bagh, Golconda", 17.3833, 78.4011],
    ["rohan", "Old City chai and biscuit walk", "Food & Coffee Trails", "Irani chai, Osmania biscuits and lukhmi in the lanes round Charminar, with stories of the Nizams.", 4, "17:00", 10, "dutch", "Nimrah Café", "Charminar, Ghansi Bazaar", 17.3613, 78.4744],
    ["diya", "KBR Park morning walk", "Wellness & Yoga Retreats", "A brisk walk on the forest loop of KBR Park with peacocks for company, then breakfast in Banjara Hills.", 18, "06:30", 15, "dutch", "KBR National Park, main gate", "Road No. 2, Banjara Hills", 17.4239, 78.4264],
  ]],
  // biome-ignore format: one listing a line reads as a table
  ["West Bengal", "Kolkata", [
    ["rohan", "Kumartuli idol makers' lanes", "Cultural & Temple Trails", "Walk the potters' quarter where the city's clay idols are made, then a boat across from Ahiritola ghat.", 11, "08:30", 10, 400, "Kumartuli ghat", "Banamali Sarkar Street, Kumartuli", 22.5985, 88.3608],
    ["zoya", "Park Street jazz night", "Nightlife & Social Meetups", "Live jazz in one of Park Street's old supper clubs, the way Kolkata has done it since the sixties.", "saturday", "20:00", 10, "dutch", "Trincas", "Park Street, near Free School Street", 22.553, 88.352],
    ["arjun", "College Street books and Coffee House", "Food & Coffee Trails", "Hunt for second-hand books on Boi Para, then infusion coffee and cutlets at the Indian Coffee House.", 5, "15:00", 10, "dutch", "Indian Coffee House", "Albert Hall, Bankim Chatterjee Street", 22.576, 88.3638],
    ["diya", "Sunset boat on the Hooghly", "City Heritage & Food Walks", "A country boat from Prinsep Ghat under the Vidyasagar Setu at sunset, then phuchka on the strand.", 19, "16:30", 8, 350, "Prinsep Ghat", "Strand Road, under the Vidyasagar Setu", 22.5551, 88.3306],
  ]],
  // biome-ignore format: one listing a line reads as a table
  ["Kerala", "Kochi", [
    ["meera", "Mattancherry spice market walk", "Cultural & Temple Trails", "Spice warehouses, the Paradesi Synagogue and Jew Town's antique shops with a Kochi-born guide.", 9, "09:00", 10, 500, "Paradesi Synagogue", "Synagogue Lane, Jew Town, Mattancherry", 9.9573, 76.2594],
    ["alex", "Fort Kochi heritage cycle", "Bike Rides & Road Trips", "Ride past the Chinese fishing nets, St Francis Church and Dutch bungalows at an easy pace.", "sunday", "07:00", 12, 700, "Chinese fishing nets", "River Road, Fort Kochi beach", 9.9672, 76.2424],
    ["priya", "Fort Kochi art café crawl", "Food & Coffee Trails", "Galleries and café courtyards of Burgher Street and Princess Street, with appam and stew for lunch.", 14, "10:00", 8, "dutch", "Kashi Art Café", "Burgher Street, Fort Kochi", 9.9656, 76.2429],
    ["diya", "Marine Drive sunset walk", "City Heritage & Food Walks", "A sunset walk along the backwaters to the Rainbow Bridge, then a Kerala sadya dinner nearby.", 21, "17:00", 12, "dutch", "Marine Drive walkway", "Near the Rainbow Bridge, Shanmugham Road", 9.9816, 76.2765],
  ]],
  // biome-ignore format: one listing a line reads as a table
  ["Rajasthan", "Jaipur", [
    ["arjun", "Nahargarh sunset and dal baati", "City Heritage & Food Walks", "Watch the Pink City light up from Nahargarh's walls, then dal baati churma at a rooftop nearby.", 8, "16:00", 12, 800, "Nahargarh Fort, main gate", "Nahargarh Fort Road, Krishna Nagar", 26.9373, 75.8155],
    ["sneha", "Johari Bazaar block-print walk", "City Heritage & Food Walks", "Block prints, jewellers and lassi in the old bazaars, with a stop at a family printing workshop.", "saturday", "10:00", 10, "dutch", "Hawa Mahal, front gate", "Badi Choupad, Pink City", 26.9239, 75.8267],
    ["ananya", "Jal Mahal morning and Amer fort", "Cultural & Temple Trails", "Sunrise at Jal Mahal, then Amer fort before the crowds and the stepwell of Panna Meena ka Kund.", 16, "06:30", 10, 900, "Jal Mahal viewpoint", "Amer Road, Man Sagar lake", 26.9535, 75.8462],
    ["vikram", "Jaipur to Pushkar road trip", "Bike Rides & Road Trips", "A day's drive to Pushkar for the lake ghats and malpua, back in Jaipur by night. Fuel shared.", 27, "06:00", 6, "split", "Ajmeri Gate", "MI Road end, Pink City", 26.9173, 75.8151],
  ]],
  // biome-ignore format: one listing a line reads as a table
  ["Delhi", "New Delhi", [
    ["tara", "Sunrise yoga in Lodhi Garden", "Wellness & Yoga Retreats", "Yoga among the Lodhi tombs at sunrise with a certified teacher, then breakfast at Khan Market.", 6, "06:30", 15, 350, "Lodhi Garden, gate 1", "Lodhi Road, opposite the India International Centre", 28.5918, 77.2197],
    ["zoya", "Hauz Khas live music night", "Nightlife & Social Meetups", "Sunset by the Hauz Khas lake and ruins, then live indie music at a rooftop in the village.", "saturday", "18:00", 12, "dutch", "Hauz Khas Village entrance", "Hauz Khas Village Road, by the Deer Park", 28.5535, 77.1943],
    ["farhan", "Humayun's Tomb and qawwali", "Cultural & Temple Trails", "Humayun's Tomb in the late light, then the Thursday qawwali at Nizamuddin dargah, shoes off.", 10, "15:30", 10, 600, "Humayun's Tomb, ticket counter", "Mathura Road, Nizamuddin East", 28.5933, 77.2507],
  ]],
  // biome-ignore format: one listing a line reads as a table
  ["Uttar Pradesh", "Lucknow", [
    ["rohan", "Aminabad kebab trail", "City Heritage & Food Walks", "Galouti at Tunday, kulfi at Prakash and chaat in Aminabad's lanes: Lucknow one bite at a time.", 7, "18:30", 10, "dutch", "Tunday Kababi", "Naaz Cinema Road, Aminabad", 26.8489, 80.9249],
    ["arjun", "Bara Imambara and Bhool Bhulaiya", "Cultural & Temple Trails", "The maze of Bhool Bhulaiya, the stepwell and Rumi Darwaza with a guide who knows the Nawabs' stories.", 13, "09:30", 12, 500, "Rumi Darwaza", "Hussainabad Road, by the Bara Imambara gate", 26.8696, 80.9127],
    ["tara", "Gomti riverfront cycle at dawn", "Bike Rides & Road Trips", "An easy dawn ride along the Gomti riverfront, then malai makhan in the old city if it is in season.", 24, "06:00", 12, "split", "Gomti Riverfront Park", "Near Hanuman Setu, Gomti Nagar side", 26.8614, 80.9398],
  ]],
  // biome-ignore format: one listing a line reads as a table
  ["Chandigarh", "Chandigarh", [
    ["tara", "Sunrise yoga at Sukhna Lake", "Wellness & Yoga Retreats", "Gentle yoga by the lake with the Shivaliks behind, then a walk along the promenade.", 5, "06:30", 15, 250, "Sukhna Lake, boat club", "Sector 1, Sukhna Lake", 30.7421, 76.8188],
    ["vikram", "Rock Garden and Sector 17 cafés", "Food & Coffee Trails", "Nek Chand's Rock Garden of broken tiles and bangles, then coffee in the Sector 17 plaza.", "sunday", "10:00", 12, "dutch", "Rock Garden, main entrance", "Uttar Marg, Sector 1", 30.7525, 76.8101],
    ["arjun", "Morni Hills day ride", "Bike Rides & Road Trips", "A winding ride up to Morni Hills' lakes and back, with parathas at a dhaba on the way.", 19, "07:00", 10, "split", "Sector 17 Plaza, by the clock tower", "Sector 17, Chandigarh", 30.7398, 76.7827],
  ]],
  // biome-ignore format: one listing a line reads as a table
  ["Uttarakhand", "Dehradun", [
    ["vikram", "Robber's Cave walk and picnic", "Adventure & Treks", "Wade through the stream into Guchhupani's gorge, then a picnic in the shade. Bring sandals.", 11, "09:30", 12, "split", "Robber's Cave, ticket gate", "Guchhupani, Anarwala", 30.3776, 78.0597],
    ["priya", "Rajpur Road café hop", "Food & Coffee Trails", "Bakeries and hill cafés up Rajpur Road, from the Clock Tower to a view over the valley.", "saturday", "11:00", 8, "dutch", "Clock Tower", "Ghanta Ghar, Rajpur Road", 30.3243, 78.0414],
    ["aarav", "Maldevta river trail", "Adventure & Treks", "A half-day trail along the Song river past Maldevta's villages, with Garhwali food at a dhaba.", 25, "07:30", 10, "split", "Sahastradhara Road crossing", "Near the IT Park gate, Sahastradhara Road", 30.3603, 78.0801],
  ]],
  // biome-ignore format: one listing a line reads as a table
  ["Karnataka", "Mysuru", [
    ["priya", "Chamundi Hill's thousand steps", "Adventure & Treks", "Climb the thousand steps past the Nandi statue to the temple at the top, then breakfast in town.", "sunday", "06:00", 12, "dutch", "Chamundi Hill steps, foot of the hill", "Chamundi Hill Road, Gokulam side", 12.2933, 76.6647],
    ["aarav", "Devaraja market and Mysore pak", "City Heritage & Food Walks", "Jasmine, betel and kumkum stalls of Devaraja market, then Mysore pak where it was first made.", 9, "17:00", 10, "dutch", "Devaraja Market, Sayyaji Rao Road gate", "Sayyaji Rao Road, Devaraja Mohalla", 12.3106, 76.652],
    ["meera", "Kukkarahalli lake birding walk", "Create Your Own Scene (Other)", "Herons, cormorants and kingfishers on a slow walk round the lake. Binoculars to share.", 20, "06:30", 10, "dutch", "Kukkarahalli Kere, main gate", "Hunsur Road, opposite the university", 12.314, 76.628, "Birding walk"],
  ]],
  // biome-ignore format: one listing a line reads as a table
  ["Goa", "Panaji", [
    ["zoya", "Fontainhas Latin Quarter walk", "City Heritage & Food Walks", "Portuguese houses, azulejos and bakeries of Fontainhas, ending with bebinca and coffee.", 8, "09:00", 10, 500, "Chapel of St. Sebastian", "Fontainhas, Panaji", 15.496, 73.8322],
    ["ishita", "Miramar sunset and fish thali", "Beach & Island Escapes", "Sunset on Miramar beach where the Mandovi meets the sea, then a fish thali dinner in town.", "saturday", "16:30", 12, "dutch", "Miramar Beach, Gaspar Dias end", "Dayanand Bandodkar Marg, Miramar", 15.4837, 73.8067],
    ["rohan", "Mandovi river cruise", "Nightlife & Social Meetups", "An evening cruise on the Mandovi with Goan folk dances and music on deck.", 17, "18:00", 12, 500, "Santa Monica jetty", "Dayanand Bandodkar Marg, near the Old Secretariat", 15.501, 73.833],
  ]],
];

const cost = (payment: Payment) =>
  typeof payment === "number"
    ? { paymentType: "fee" as const, cost: payment }
    : { paymentType: payment, cost: 0 };

export const DEMO_CITY_EVENTS: DemoEvent[] = CITIES.flatMap(([state, city, rows]) =>
  rows.map(
    ([host, name, category, description, start, time, slots, payment, place, address, lat, lng, custom]) => ({
      name,
      category,
      ...(custom ? { customCategory: custom } : {}),
      state,
      city,
      description,
      slots,
      ...cost(payment),
      startInDays: start,
      days: 1,
      time,
      host: `${host}@demo.meetup`,
      meeting: { place, address, lat, lng },
    }),
  ),
);
