// A merchant's own checkout page, as a merchant writes one against the sandbox: the server creates the checkout
// with its bearer token, the page loads the widget with its integrity, the result page asks the gateway.
// GATEWAY, SANDBOX_TOKEN, SANDBOX_ENTITY_ID and PORT come from the environment.
import { createServer } from "node:http";

const { GATEWAY, SANDBOX_TOKEN, SANDBOX_ENTITY_ID } = process.env;
const auth = { authorization: `Bearer ${SANDBOX_TOKEN}` };
const esc = (s) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

async function checkout() {
  const body = new URLSearchParams({ entityId: SANDBOX_ENTITY_ID, amount: "49.99", currency: "EUR", paymentType: "DB", integrity: "true" });
  const res = await fetch(`${GATEWAY}/v1/checkouts`, { method: "POST", headers: auth, body });
  return res.json();
}

const server = createServer(async (req, res) => {
  const url = new URL(req.url, "http://shop");
  if (url.pathname === "/checkout") {
    const c = await checkout();
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Checkout</title>
<script>var wpwlOptions = { style: "card", onReady: function () { document.body.dataset.ready = "1"; } };</script>
<script src="${GATEWAY}/v1/paymentWidgets.js?checkoutId=${esc(c.id)}" integrity="${esc(c.integrity)}" crossorigin="anonymous"></script>
</head><body><h1>Pay 49.99 EUR</h1>
<form action="/result" class="paymentWidgets" data-brands="VISA MASTER"></form>
</body></html>`);
    return;
  }
  if (url.pathname === "/result") {
    const path = url.searchParams.get("resourcePath") ?? "";
    const paid = await fetch(`${GATEWAY}${path}?entityId=${SANDBOX_ENTITY_ID}`, { headers: auth }).then((r) => r.json());
    const ok = /^000\.(000|100)\./.test(paid.result?.code ?? "");
    res
      .writeHead(200, { "content-type": "text/html; charset=utf-8" })
      .end(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Result</title></head><body><h1 class="result">${ok ? "Paid" : "Not paid"}</h1><p>${esc(paid.result?.code)}</p></body></html>`,
      );
    return;
  }
  res.writeHead(404).end();
});
server.listen(Number(process.env.PORT ?? 3000), "127.0.0.1", () => console.log(`shop on http://127.0.0.1:${server.address().port}`));
