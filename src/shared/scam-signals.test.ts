import { describe, expect, it } from "vitest";
import { needsScamCaution, type ScamSignal, scamSignals } from "./scam-signals";

const own = { ownHosts: ["meetup.example", "localhost:8093"] };
const signalsOf = (text: string) => scamSignals(text, own);

// Each sample and the signals it must carry, exactly.
const flagged: [string, ScamSignal[]][] = [
  // Phone numbers: Indian mobiles however written, landlines, other countries.
  ["Call me on 9876543210", ["phone"]],
  ["mera number 98765 43210 hai, WhatsApp karo", ["phone"]],
  ["+91 98765 43210", ["phone"]],
  ["+91-98765-43210", ["phone"]],
  ["(+91) 987-654-3210 pe call kar", ["phone"]],
  ["0091 98765 43210", ["phone"]],
  ["09876543210", ["phone"]],
  ["0 98765 43210", ["phone"]],
  ["919876543210 pe message karo", ["phone"]],
  ["My no. is 987.654.3210", ["phone"]],
  ["call 98765 43210 5 baje ke baad", ["phone"]],
  ["Office: 080 2345 6789", ["phone"]],
  ["UK number +44 7700 900123", ["phone"]],
  ["text me at +1 (415) 555-2671", ["phone"]],
  ["Dubai wala number +971 50 123 4567", ["phone"]],
  ["number: 7000000000.", ["phone"]],
  // UPI IDs.
  ["Pay me on UPI ravi@okaxis", ["upi", "payment"]],
  ["ravi@okaxis", ["upi"]],
  ["bhai riya.sharma@okicici", ["upi"]],
  ["send to 9876543210@ybl", ["phone", "upi"]],
  ["my id is kumar_99@paytm.", ["upi", "payment"]],
  // Payment requests.
  ["Please pay the advance to confirm your seat", ["payment"]],
  ["Send me the money before Friday", ["payment"]],
  ["send money first, then I'll share the location", ["payment"]],
  ["Just Rs 500 booking amount", ["payment"]],
  ["Rs.1,500 per head", ["payment"]],
  ["₹2000 only", ["payment"]],
  ["INR 999 registration fee", ["payment"]],
  ["2000 rupees lagenge", ["payment"]],
  ["500/- advance", ["payment"]],
  ["GPay kar do", ["payment"]],
  ["Google Pay pe bhej do", ["payment"]],
  ["PhonePe number same hai", ["payment"]],
  ["paytm kar dena", ["payment"]],
  ["Token amount pay karo to confirm", ["payment"]],
  ["paise bhej do jaldi", ["payment"]],
  ["Advance de do, seat pakki", ["payment"]],
  ["Refundable deposit required", ["payment"]],
  ["payment pending hai", ["payment"]],
  ["transfer kar do bhai", ["payment"]],
  ["share your bank account details", ["payment"]],
  ["scan the QR code and pay now", ["payment"]],
  ["पैसे भेज दो", ["payment"]],
  ["500 रुपये भेजो", ["payment"]],
  ["upi://pay?pa=ravi@okaxis&am=500", ["upi", "payment", "link"]],
  // Outside links.
  ["Book here https://cheap-treks.in/offer", ["link"]],
  ["http://bit.ly/3xYz", ["link"]],
  ["check www.example.com", ["link"]],
  ["join t.me/goatrips", ["link"]],
  ["wa.me/919876543210", ["phone", "link"]],
  ["see insta-deals.shop for tickets", ["link"]],
  ["https://meetup.example.evil.io/events/1", ["link"]],
  // Several at once.
  [
    "Pay ₹1000 to ravi@okaxis or call 98765 43210, details at https://x.co",
    ["phone", "upi", "payment", "link"],
  ],
];

// Ordinary messages between members who are making a plan: no note.
const plain = [
  "Hey! Are you coming for the Nandi Hills ride?",
  "let's pay at the cafe together",
  "We'll split the bill, everyone pays their own share",
  "Kal milte hain cafe pe, sab apna apna pay karenge",
  "Let me know in advance if you can't make it",
  "I booked in advance for the campsite",
  "Meet at 5:30 near gate 2",
  "Sunday 12.10.2026 at 10:30?",
  "The trek is on 29-11-2026, 6 am start",
  "slots 6 7 8 9 10 11 left",
  "We were 12 people, 3 cars",
  "OTP aaya? 482913",
  "PIN code 560001",
  "Bengaluru se 60 km hai",
  "haha ok see you at 7",
  "e.g. chai, samosa, i.e. the usual",
  "version 3.5 of the plan.txt",
  "mail me at ravi@gmail.com",
  "I'm @ the station",
  "Paying attention to the weather, might rain",
  "It was an amazing experience, thanks for organising!",
  "Here's the event: https://meetup.example/listing/upcoming/detail/abc",
  "http://localhost:8093/events/1",
  "Kya plan hai weekend ka? Chalein Coorg?",
  "मैं शनिवार को आ रहा हूँ",
  "2 hours from the city, 150 km",
  "",
];

describe("scam signals", () => {
  it.each(flagged)("flags %j as %j", (text, signals) => {
    expect(signalsOf(text)).toEqual(signals);
    expect(needsScamCaution(text, own)).toBe(true);
  });

  it.each(plain.map((text) => [text]))("leaves %j alone", (text) => {
    expect(signalsOf(text)).toEqual([]);
    expect(needsScamCaution(text, own)).toBe(false);
  });

  it("counts the app's own links as outside without its hosts", () => {
    expect(scamSignals("https://meetup.example/events/1")).toEqual(["link"]);
    expect(scamSignals("https://WWW.Meetup.Example/events/1", own)).toEqual([]);
  });

  it("answers at once on a long message", () => {
    const long = `${"12 34 ".repeat(300)}${"a@".repeat(300)}${"x.".repeat(500)}`;
    const started = performance.now();
    scamSignals(long, own);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
