// The identity provider redirects the sign-in popup here with the ID token in the URL fragment.
// Hand it to the window that opened the popup (same origin only), then close.
(() => {
  const params = new URLSearchParams(window.location.hash.slice(1));
  const message = {
    type: "meetup:id-token",
    idToken: params.get("id_token"),
    state: params.get("state"),
    error: params.get("error"),
  };
  history.replaceState(null, "", window.location.pathname);
  if (window.opener && !window.opener.closed) {
    window.opener.postMessage(message, window.location.origin);
    window.close();
  } else {
    document.getElementById("status").textContent = "Sign in cancelled. Please try again.";
  }
})();
