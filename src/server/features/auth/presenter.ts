import type { login } from "./identity-service";

const GOOGLE_AUTHORIZATION_ENDPOINT = "https://accounts.google.com/o/oauth2/v2/auth";

// Where the sign-in popup goes: Google when a client id is configured, the development issuer otherwise.
export function presentSignInConfig(googleClientId: string | undefined, devClientId: string) {
  return googleClientId
    ? {
        provider: "google" as const,
        authorizationEndpoint: GOOGLE_AUTHORIZATION_ENDPOINT,
        clientId: googleClientId,
      }
    : {
        provider: "development" as const,
        authorizationEndpoint: "/dev-idp/authorize",
        clientId: devClientId,
      };
}

export const presentRegistered = (exists: boolean) => ({ exists });

export function presentLogin(result: Awaited<ReturnType<typeof login>>) {
  return {
    accessToken: result.accessToken,
    user: {
      _id: result.user.id,
      name: result.user.name,
      role: result.user.role,
      language: result.user.language,
    },
  };
}
