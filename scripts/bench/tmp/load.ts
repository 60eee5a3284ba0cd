import autocannon from "autocannon";
const [url, seconds = "8"] = process.argv.slice(2);
const body = new URLSearchParams({ entityId: "8a8294174b7ecb28014b9699220015ca", amount: "92.00", currency: "EUR", paymentType: "DB", paymentBrand: "VISA", "card.number": "4200000000000000", "card.expiryMonth": "12", "card.expiryYear": "2030", "card.cvv": "123", "card.holder": "Jane Jones" }).toString();
const r = await autocannon({ url, method: "POST", connections: 16, duration: Number(seconds), headers: { "content-type": "application/x-www-form-urlencoded; charset=UTF-8", authorization: "Bearer c2FuZGJveDpwYXltZW50V2lkZ2V0cy1kZXZlbG9wbWVudA==" }, body });
console.log(JSON.stringify({ rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors }));
