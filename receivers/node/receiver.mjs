// A webhook receiver for the paymentWidgets sandbox: Node.js 20, no dependencies.
//   WEBHOOK_SECRET=<the webhook's key, 64 hex> PORT=4000 node receiver.mjs
// It decrypts each notification with the key (AES-256-GCM: IV and tag in the X-Initialization-Vector and
// X-Authentication-Tag headers, the body hex, or {"encryptedBody": hex} with format=json), refuses what the key
// did not make (400), answers 200 before doing the work, and does the work once per event: a delivery may come
// twice (at least once), so it de-duplicates by type, payload.id and payload.result.code.
import { createDecipheriv } from "node:crypto";
import { createServer } from "node:http";

const secret = process.env.WEBHOOK_SECRET ?? "";
if (!/^[0-9a-fA-F]{64}$/.test(secret)) {
  console.error("set WEBHOOK_SECRET to the webhook's key: 64 hexadecimal characters");
  process.exit(2);
}
const key = Buffer.from(secret, "hex");
const port = Number(process.env.PORT ?? 4000);
const done = new Set(); // in production: a unique key in your database

function decrypt(raw, headers) {
  const hex = (headers["content-type"] ?? "").startsWith("application/json") ? JSON.parse(raw).encryptedBody : raw;
  if (!/^([0-9a-fA-F]{2})+$/.test(hex)) throw new Error("not hexadecimal");
  const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(headers["x-initialization-vector"] ?? "", "hex"));
  decipher.setAuthTag(Buffer.from(headers["x-authentication-tag"] ?? "", "hex"));
  return JSON.parse(Buffer.concat([decipher.update(Buffer.from(hex, "hex")), decipher.final()]).toString("utf8"));
}

function handle(event) {
  const id = `${event.type}:${event.payload?.id}:${event.payload?.result?.code}`;
  if (done.has(id)) return console.log(`duplicate ${id}`);
  done.add(id);
  // Your work here: mark the order paid, send the e-mail … (an unknown type is taken and ignored).
  console.log(`event ${event.type} ${event.action} ${event.payload?.id} ${event.payload?.result?.code}`);
}

createServer((req, res) => {
  const chunks = [];
  req.on("data", (chunk) => chunks.push(chunk));
  req.on("end", () => {
    let event;
    try {
      event = decrypt(Buffer.concat(chunks).toString("utf8"), req.headers);
    } catch {
      return void res.writeHead(400).end(); // not made with your key: refuse it
    }
    res.writeHead(200).end(); // within 30 s, before the work
    handle(event);
  });
}).listen(port, "127.0.0.1", () => console.log(`listening on http://127.0.0.1:${port}`));
