// The cheapest Worker hop there is: the request forwarded, path and headers as they came, to the
// reference API through a service binding. The bench measures it next to the portal, so the
// table shows what the local runtime charges for any hop before the portal's own code runs.
export default {
  /**
   * @param {Request} request
   * @param {{ UPSTREAM: { fetch(request: Request): Promise<Response> } }} env
   */
  fetch(request, env) {
    const url = new URL(request.url);
    return env.UPSTREAM.fetch(new Request(`http://reference-api${url.pathname}`, request));
  },
};
