// An hour, like Google's, so a member who takes their time over the quiz can still register.
export const DEV_ID_TOKEN_TTL_SECONDS = 60 * 60;
