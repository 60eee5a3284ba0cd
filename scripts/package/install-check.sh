#!/usr/bin/env bash
# The package as a merchant's developer gets it: packed (with its build), installed into an empty folder with nothing
# else around, started with its command, and asked for a checkout and a payment. Run by .ci/run after npm test
# (installing compiles better-sqlite3 where no prebuilt binary can be fetched: about a minute and a half, too long
# for npm test's budget). docs/package.md describes these steps.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
work="$(mktemp -d)"
trap 'kill "${pid:-0}" 2>/dev/null || true; rm -rf "$work"' EXIT
cd "$root"
tarball="$(npm pack --pack-destination "$work" --silent | tail -1)"
cd "$work"
npm init -y >/dev/null
npm install --prefer-offline --no-audit --no-fund "./$tarball" >install.log 2>&1 || { cat install.log; exit 1; }
npx payment-widgets --port 0 >out.txt 2>&1 &
pid=$!
for _ in $(seq 100); do grep -q "Next steps" out.txt && break; sleep 0.2; done
cat out.txt
gw="$(sed -n 's/.*listening on \(http:\/\/[0-9.:]*\).*/\1/p' out.txt | head -1)"
auth="Authorization: Bearer c2FuZGJveDpwYXltZW50V2lkZ2V0cy1kZXZlbG9wbWVudA=="
e=8a8294174b7ecb28014b9699220015ca
curl -sf "$gw/v1/checkouts" -H "$auth" -d entityId=$e -d amount=49.99 -d currency=EUR -d paymentType=DB | grep -q '"000.200.100"'
curl -sf "$gw/v1/payments" -H "$auth" -d entityId=$e -d amount=1.00 -d currency=EUR -d paymentType=DB -d paymentBrand=VISA \
  -d card.number=4200000000000000 -d card.expiryMonth=12 -d card.expiryYear=2030 -d card.cvv=123 | grep -q '"000.100.110"'
curl -sf "$gw/v1/paymentWidgets.js" -o /dev/null
test -f .data/gateway.sqlite
npx payment-widgets pay --gateway "$gw" | grep -q "000.100.110"
npx payment-widgets clock advance P1D --gateway "$gw" >/dev/null
echo "[package] installed from $tarball, started with npx payment-widgets, paid: ok"
