import type { TrustedContact } from "@shared/contracts/help";
import {
  helpContact,
  helpReport,
  myTrustedContact,
  removeTrustedContact,
  saveTrustedContact,
} from "@shared/endpoints/help";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../lib/call-endpoint";

// "Help one tap away" (ADR 0045): the member's trusted contact, and the help they ask for.

export const helpKeys = { contact: ["help", "trusted-contact"] as const };

/** GET /api/users/me/trusted-contact: the contact, or null. */
export const trustedContactQuery = () =>
  queryOptions({
    queryKey: helpKeys.contact,
    queryFn: async ({ signal }) => (await callEndpoint(myTrustedContact, { signal })).data,
  });

export type ContactForm = { name: string; phone: string; email: string };

/** PUT /api/users/me/trusted-contact: the answer is the contact as saved. */
export function useSaveTrustedContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: ContactForm) => callEndpoint(saveTrustedContact, { body: form }),
    onSuccess: (body) => queryClient.setQueryData<TrustedContact | null>(helpKeys.contact, body.data),
  });
}

/** DELETE /api/users/me/trusted-contact. */
export function useRemoveTrustedContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(removeTrustedContact, {}),
    onSuccess: () => queryClient.setQueryData<TrustedContact | null>(helpKeys.contact, null),
  });
}

/** POST /api/events/:id/help/contact, with where the member is only when they allowed it. */
export function useTellContact(eventId: string) {
  return useMutation({
    mutationFn: (point: { lat: number; lng: number } | null) =>
      callEndpoint(helpContact, { params: { id: eventId }, body: point ?? {} }),
  });
}

/** POST /api/events/:id/help/report. */
export function useReportToTeam(eventId: string) {
  return useMutation({
    mutationFn: (details: string) =>
      callEndpoint(helpReport, { params: { id: eventId }, body: details.trim() ? { details } : {} }),
  });
}
