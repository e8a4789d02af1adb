/**
 * One-line overrides for stories and tests: make one endpoint answer empty, fail, refuse, hang or log
 * the customer out, while every other endpoint keeps answering from the story's world.
 *
 *   beforeEach: ({ msw }) => msw.use(scenarios.error500('getcarts'))          // a story
 *   server.use(scenarios.badRequest('updateorderdeposit', ['Số dư không đủ']))  // a unit test
 *
 * An endpoint is named as in SPEC §7's path (last fixed segment: 'getcarts', 'updateorderdeposit',
 * 'getOrderdeposits' — case-insensitive) or given by its path ('/api/order/getcarts'). A path that is
 * not in the catalogue still works: it matches any method.
 */
import { delay, http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import { createDb } from './db';
import { anyOrigin, findEndpoint, mockEndpoints, type EndpointAlias, type EndpointName } from './endpoints';
import { handlerFor } from './handlers';
import { badRequest as badRequestResponse, serverError, unauthorized as unauthorizedResponse } from './http';

/** A name of the catalogue ('getcarts' or the client's 'getCarts') or a path ('/api/order/getcarts'). */
export type EndpointRef = EndpointName | EndpointAlias | (string & {});

/** nginx's own 502 page, as a customer's browser receives it. */
const BAD_GATEWAY_PAGE =
  '<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n';

type Resolver = (info: { request: Request }) => Response | undefined | Promise<Response | undefined>;

function route(ref: EndpointRef, resolver: Resolver): HttpHandler {
  const endpoint = findEndpoint(ref);
  if (endpoint) {
    const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
    return http[method](anyOrigin(endpoint.path), resolver);
  }
  if (!ref.startsWith('/')) {
    const names = mockEndpoints.map((known) => known.name).join(', ');
    throw new Error(`scenarios: unknown endpoint '${ref}'. Use a path ('/api/...') or one of: ${names}`);
  }
  return http.all(anyOrigin(ref.split('?')[0] ?? ref), resolver);
}

/** The endpoint answers as if the customer had no data: lists are `{ Items: [], Total: 0 }`, the cart is empty. */
function empty(ref: EndpointRef): HttpHandler {
  const endpoint = findEndpoint(ref);
  if (!endpoint) throw new Error(`scenarios.empty needs an endpoint of the catalogue, got '${ref}'`);
  return handlerFor(createDb({ world: 'empty' }), endpoint.name);
}

/** HTTP 500 with the ASP.NET "An error has occurred." body. */
function error500(ref: EndpointRef): HttpHandler {
  return route(ref, () => serverError());
}

/** HTTP 400 with the given Vietnamese lines (the alert the customer reads). */
function badRequest(ref: EndpointRef, lines: readonly string[]): HttpHandler {
  return route(ref, () => badRequestResponse(lines));
}

/** HTTP 401: the client shows 'Thông tin tài khoản của bạn cần truy cập lại.' and logs out. */
function unauthorized(ref: EndpointRef): HttpHandler {
  return route(ref, () => unauthorizedResponse());
}

/**
 * HTTP 502 with the HTML page a proxy (nginx) answers when the API behind it is down: the request may or
 * may not have reached the API, so a money intent's outcome is unclear.
 */
const badGatewayPage = () => new Response(BAD_GATEWAY_PAGE, { status: 502, headers: { 'Content-Type': 'text/html' } });

function badGateway(ref: EndpointRef): HttpHandler {
  return route(ref, badGatewayPage);
}

/** A definite refusal other than 400 (404, 409, 422, 429) with the server's Vietnamese lines. */
function refused(ref: EndpointRef, status: 404 | 409 | 422 | 429, lines: readonly string[]): HttpHandler {
  return route(ref, () => HttpResponse.json([...lines], { status }));
}

/** A network failure (status 0), handled like a 401 by the client (SPEC §8). */
function networkError(ref: EndpointRef): HttpHandler {
  return route(ref, () => HttpResponse.error());
}

/**
 * Waits before the normal answer; 'infinite' never answers (a loading state that stays on screen).
 * After a finite wait the request falls through to the world's own handler.
 */
function slow(ref: EndpointRef, ms: number | 'infinite' = 'infinite'): HttpHandler {
  return route(ref, async () => {
    await delay(ms);
    return undefined;
  });
}

/** Any other fixed answer: `scenarios.respond('getwebsiteinfo', { AddressHN: null, … })`. */
function respond(ref: EndpointRef, body: unknown, status = 200): HttpHandler {
  return route(ref, () => HttpResponse.json(body as JsonBodyType, { status }));
}

const pageFaults = {
  error500: () => serverError(),
  badGateway: badGatewayPage,
  networkError: () => HttpResponse.error(),
  unauthorized: () => unauthorizedResponse(),
  /** Never answers: a page still on its way (to cancel an export in the middle). */
  infinite: async () => {
    await delay('infinite');
    return undefined;
  },
} as const;

/**
 * Only the page of a paged list that starts at row `skip` fails, as `fault` says; every other page answers
 * from the world: `scenarios.failPage('transactions', 200, 'error500')` (an export failing mid-way).
 */
function failPage(ref: EndpointRef, skip: number, fault: keyof typeof pageFaults): HttpHandler {
  return route(ref, ({ request }) => (new URL(request.url).searchParams.get('skip') === String(skip) ? pageFaults[fault]() : undefined));
}

export const scenarios = { empty, error500, badGateway, badRequest, refused, unauthorized, networkError, slow, respond, failPage } as const;
