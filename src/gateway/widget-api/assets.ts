import type { FastifyInstance, FastifyReply } from "fastify";
import type { GatewayContext } from "../context.ts";
import type { Asset } from "./built-assets.ts";

const NOT_BUILT = "The widget is not built: run `npm run build` (or `npm run demo`), then restart the gateway.";

/** CSP hashes of a frame page's inline script and style, written by the build (dist/frame-csp.json). */
export interface InlineHashes {
  readonly script: string;
  readonly style: string;
}

function readInlineHashes(asset: Asset | undefined): Record<string, InlineHashes> {
  if (!asset) return {};
  try {
    return JSON.parse(asset.body.toString("utf8")) as Record<string, InlineHashes>;
  } catch {
    return {};
  }
}

/**
 * Content-Security-Policy of the gateway's own pages (the hosted-field frames): exactly their own
 * inline script and style by hash, nothing else; framed only by the configured merchant origins.
 */
export function framePolicy(frameAncestors: string, inline?: InlineHashes): string {
  return [
    "default-src 'none'",
    `script-src ${inline?.script ?? "'self'"}`,
    `style-src ${inline?.style ?? "'self'"}`,
    "connect-src 'self'",
    "img-src 'self' data:",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${frameAncestors}`,
    "require-trusted-types-for 'script'",
    "trusted-types 'none'",
  ].join("; ");
}

function send(reply: FastifyReply, asset: Asset | undefined, headers: Record<string, string>) {
  if (!asset) return reply.code(404).type("text/plain").send("Not found");
  return reply
    .headers({
      "content-type": asset.type,
      etag: asset.etag,
      "x-content-type-options": "nosniff",
      ...headers,
    })
    .send(asset.body);
}

/** Script, stylesheet, on-demand modules, frames, locales and the integrity endpoint (spec 4, 4.2). */
export function assetRoutes(app: FastifyInstance, ctx: GatewayContext) {
  const { assets } = ctx;
  const shared = {
    "access-control-allow-origin": "*",
    "cross-origin-resource-policy": "cross-origin",
    "cache-control": "public, max-age=300",
  };
  // Each route's headers made once, not spread into a new object per request (own-fields.ts).
  const hourly = { ...shared, "cache-control": "public, max-age=3600" };
  const logoHeaders = {
    ...shared,
    "cache-control": "public, max-age=86400",
    "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  };
  const ensureBuilt = (reply: FastifyReply) => {
    if (assets.size > 0) return true;
    void reply.code(503).type("text/plain").send(NOT_BUILT);
    return false;
  };

  app.get("/v1/paymentWidgets.js", (_req, reply) => (ensureBuilt(reply) ? send(reply, assets.get("paymentWidgets.js"), shared) : reply));

  app.get("/v1/fastcheckout/integrity", (_req, reply) => {
    if (!ensureBuilt(reply)) return reply;
    return reply
      .headers({ "access-control-allow-origin": "*", "cache-control": "no-cache" })
      .send({ integrity: assets.get("paymentWidgets.js")?.integrity });
  });

  app.get<{ Params: { file: string } }>("/v1/css/:file", (req, reply) =>
    ensureBuilt(reply) ? send(reply, assets.get(`css/${req.params.file}`), shared) : reply,
  );

  app.get<{ Params: { file: string } }>("/v1/locales/:file", (req, reply) =>
    ensureBuilt(reply) ? send(reply, assets.get(`locales/${req.params.file}`), hourly) : reply,
  );

  // On-demand modules (the wallets too) and their stylesheets: their hash is compiled into
  // paymentWidgets.js, so a changed module is a new widget too.
  app.get<{ Params: { file: string } }>("/v1/modules/:file", (req, reply) =>
    ensureBuilt(reply) ? send(reply, assets.get(`modules/${req.params.file}`), hourly) : reply,
  );

  // Brand logos (SVG images the logo stylesheet shows): images only, nothing in them may run or load.
  app.get<{ Params: { file: string } }>("/v1/logos/:file", (req, reply) =>
    ensureBuilt(reply) ? send(reply, assets.get(`logos/${req.params.file}`), logoHeaders) : reply,
  );

  const inlineHashes = readInlineHashes(assets.get("frame-csp.json"));
  /** A frame page with its policy (inline code pinned by hash, framed only by FRAME_ANCESTORS). */
  const framePage = (reply: FastifyReply, file: string) =>
    send(reply, assets.get(`frames/${file}`), {
      "content-security-policy": framePolicy(ctx.config.frameAncestors, Object.hasOwn(inlineHashes, file) ? inlineHashes[file] : undefined),
      "cache-control": "no-cache",
      "referrer-policy": "no-referrer",
      "cross-origin-opener-policy": "same-origin",
    });
  // The hosted fields' address, as on the established widget (merchants' tests check the frame's path):
  // `/v1/pciIframe.html?checkoutId=…`, the same document as /v1/frames/card-field.html.
  app.get("/v1/pciIframe.html", (_req, reply) => (ensureBuilt(reply) ? framePage(reply, "card-field.html") : reply));
  app.get<{ Params: { file: string } }>("/v1/frames/:file", (req, reply) => {
    if (!ensureBuilt(reply)) return reply;
    const asset = assets.get(`frames/${req.params.file}`);
    if (asset?.type.startsWith("text/html")) return framePage(reply, req.params.file);
    // Frame scripts and styles load only into the gateway's own frame pages.
    return send(reply, asset, { "cache-control": "public, max-age=300", "cross-origin-resource-policy": "same-origin" });
  });
}

export { NOT_BUILT };
