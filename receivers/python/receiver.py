"""A webhook receiver for the paymentWidgets sandbox: Python 3 with the cryptography package
(pip install cryptography, or Debian's python3-cryptography).

    WEBHOOK_SECRET=<the webhook's key, 64 hex> PORT=4000 python3 receiver.py

It decrypts each notification with the key (AES-256-GCM: IV and tag in the X-Initialization-Vector and
X-Authentication-Tag headers, the body hex, or {"encryptedBody": hex} with format=json), refuses what the key
did not make (400), answers 200 before doing the work, and does the work once per event: a delivery may come
twice (at least once), so it de-duplicates by type, payload.id and payload.result.code.
"""
import json
import os
import re
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from cryptography.hazmat.primitives.ciphers.aead import AESGCM

SECRET = os.environ.get("WEBHOOK_SECRET", "")
if not re.fullmatch(r"[0-9a-fA-F]{64}", SECRET):
    sys.exit("set WEBHOOK_SECRET to the webhook's key: 64 hexadecimal characters")
KEY = AESGCM(bytes.fromhex(SECRET))
PORT = int(os.environ.get("PORT", "4000"))
done = set()  # in production: a unique key in your database
lock = threading.Lock()


def decrypt(raw, headers):
    text = raw.decode("utf-8")
    body = json.loads(text)["encryptedBody"] if headers.get("Content-Type", "").startswith("application/json") else text
    iv = bytes.fromhex(headers.get("X-Initialization-Vector", ""))
    tag = bytes.fromhex(headers.get("X-Authentication-Tag", ""))
    return json.loads(KEY.decrypt(iv, bytes.fromhex(body) + tag, None))


def handle(event):
    payload = event.get("payload") or {}
    key = f"{event.get('type')}:{payload.get('id')}:{(payload.get('result') or {}).get('code')}"
    with lock:
        if key in done:
            print(f"duplicate {key}", flush=True)
            return
        done.add(key)
    # Your work here: mark the order paid, send the e-mail ... (an unknown type is taken and ignored).
    print(f"event {event.get('type')} {event.get('action')} {payload.get('id')} {(payload.get('result') or {}).get('code')}", flush=True)


class Receiver(BaseHTTPRequestHandler):
    def do_POST(self):
        raw = self.rfile.read(int(self.headers.get("Content-Length") or 0))
        try:
            event = decrypt(raw, self.headers)
        except Exception:  # not made with your key: refuse it
            self.send_response(400)
            self.end_headers()
            return
        self.send_response(200)  # within 30 s, before the work
        self.end_headers()
        handle(event)

    def log_message(self, *args):
        pass


print(f"listening on http://127.0.0.1:{PORT}", flush=True)
ThreadingHTTPServer(("127.0.0.1", PORT), Receiver).serve_forever()
