import { z } from 'zod';
import { MAX_SVG_BYTES, sanitiseSvg } from '../upstream/sanitise-svg';

/**
 * Remote benefit icons (spec section 3: remote SVG icons are fetched by URL as text; decision 043):
 * fetched from the address the upstream's benefit data gives, made safe once (upstream/sanitise-svg)
 * and kept in KV beside the tenant themes, keyed by tenant and benefit id, never by address.
 */

/** Bump when the cached shape changes, so old entries are simply never read again. */
export const BENEFIT_ICON_CACHE_VERSION = 'v1';
/** A good icon is kept a day: providers rarely redraw one, and a new address shows the next day. */
export const BENEFIT_ICON_TTL_SECONDS = 24 * 60 * 60;
/** A missing or refused icon is retried after 5 minutes, so a fixed file shows soon. */
export const BENEFIT_ICON_FALLBACK_TTL_SECONDS = 5 * 60;
/** An icon host gets this long to answer; the page is not waiting on it (an <img> is). */
export const BENEFIT_ICON_TIMEOUT_MS = 5000;

export function benefitIconCacheKey(tenant: string | null, benefitId: number): string {
  return `benefit-icon:${BENEFIT_ICON_CACHE_VERSION}:${tenant ?? '-'}:${benefitId}`;
}

/** Why the fallback is shown: each is one value of the log line's `reason`. */
const FALLBACK_REASONS = ['missing', 'refused_address', 'unreachable', 'too_large', 'unsafe'] as const;
export type FallbackReason = (typeof FALLBACK_REASONS)[number];

const cachedIconSchema = z.union([
  z.object({ svg: z.string() }),
  z.object({ svg: z.null(), reason: z.enum(FALLBACK_REASONS), detail: z.string().nullable() }),
]);
export type BenefitIcon = z.infer<typeof cachedIconSchema>;

export async function readCachedIcon(kv: KVNamespace, key: string): Promise<BenefitIcon | null> {
  const cached = cachedIconSchema.safeParse(await kv.get(key, 'json'));
  return cached.success ? cached.data : null;
}

export async function cacheIcon(kv: KVNamespace, key: string, icon: BenefitIcon): Promise<void> {
  const expirationTtl = icon.svg === null ? BENEFIT_ICON_FALLBACK_TTL_SECONDS : BENEFIT_ICON_TTL_SECONDS;
  await kv.put(key, JSON.stringify(icon), { expirationTtl });
}

/**
 * Whether the Worker may fetch an icon at `address`: https anywhere, or plain http on one of the
 * upstream hosts' own origins (the reference API locally). No credentials in the address.
 */
export function iconAddressOf(address: string, upstreamOrigins: readonly string[]): URL | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  if (url.username !== '' || url.password !== '') return null;
  if (url.protocol === 'https:') return url;
  return url.protocol === 'http:' && upstreamOrigins.includes(url.origin) ? url : null;
}

/** The body's text, or null when it is longer than `limit` bytes (read no further than that). */
async function boundedText(response: Response, limit: number): Promise<string | null> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) {
    await response.body?.cancel();
    return null;
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    length += value.byteLength;
    if (length > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

/**
 * The icon at the upstream's address, made safe; or the reason the fallback shows instead. The
 * request carries no cookie, token or header of the person's: an icon host is not the upstream.
 * Redirects are not followed (a redirect could lead anywhere the address check would refuse).
 */
export async function loadRemoteIcon(
  address: string | null,
  options: {
    fetch: (request: Request) => Promise<Response>;
    upstreamOrigins: readonly string[];
    timeoutMs?: number;
  },
): Promise<BenefitIcon> {
  if (address === null) return { svg: null, reason: 'missing', detail: null };
  const url = iconAddressOf(address, options.upstreamOrigins);
  if (!url) return { svg: null, reason: 'refused_address', detail: null };
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? BENEFIT_ICON_TIMEOUT_MS);
  let text: string | null;
  try {
    const response = await options.fetch(
      new Request(url, {
        headers: { accept: 'image/svg+xml' },
        redirect: 'manual',
        signal: controller.signal,
      }),
    );
    if (response.status !== 200) {
      await response.body?.cancel();
      return {
        svg: null,
        reason: response.status === 404 || response.status === 410 ? 'missing' : 'unreachable',
        detail: `status ${response.status}`,
      };
    }
    text = await boundedText(response, MAX_SVG_BYTES);
  } catch (error) {
    return { svg: null, reason: 'unreachable', detail: error instanceof Error ? error.name : null };
  } finally {
    clearTimeout(timer);
  }
  if (text === null) return { svg: null, reason: 'too_large', detail: null };
  const verdict = sanitiseSvg(text);
  return verdict.safe ? { svg: verdict.svg } : { svg: null, reason: 'unsafe', detail: verdict.reason };
}
