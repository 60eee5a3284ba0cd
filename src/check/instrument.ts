/**
 * What the migration check runs in the page before the page's own scripts (Playwright's addInitScript), as plain
 * JavaScript: it records what the page does with the widget's contract into `window.__wpwlCheck` — every key it
 * gives wpwlOptions (also later, by assignment or in onReady), every `wpwl.*` it reads, every selector naming a
 * `wpwl-*` class its scripts pass to the DOM's query methods (jQuery's included) — telling the page's calls from
 * the widget's by the script the call came from. A widget script the page adds itself is sent to the sandbox's,
 * with the check's checkout and integrity. Nothing of this changes what the page does.
 */
export function instrumentation(sandbox: string, checkoutId: string, integrity: string): string {
  return `(() => {
  const SANDBOX = ${JSON.stringify(sandbox)};
  if (location.origin === SANDBOX) return;
  const WIDGET = SANDBOX + "/v1/paymentWidgets.js?checkoutId=" + encodeURIComponent(${JSON.stringify(checkoutId)});
  const INTEGRITY = ${JSON.stringify(integrity)};
  const log = (window.__wpwlCheck = { options: [], api: [], selectors: [], scripts: [], called: [], assignments: 0 });
  let started = false;
  // The DOM's own query, kept before the hooks below record the page's: the check's reads are not the page's.
  const ownQuery = Document.prototype.querySelector;
  const fromPage = () => {
    const frames = (new Error().stack || "").split("\\n").filter((l) => /https?:\\/\\//.test(l));
    return frames.length > 0 && !frames[0].includes(SANDBOX + "/");
  };
  const watch = (obj, prefix) => {
    if (!obj || typeof obj !== "object") return obj;
    for (const k of Object.keys(obj)) log.options.push({ key: prefix + k, late: started, kind: typeof obj[k] });
    const wrapped = new Map();
    return new Proxy(obj, {
      get(t, k, r) {
        const v = Reflect.get(t, k, r);
        if (typeof v !== "function" || typeof k !== "string" || !/^on[A-Z]/.test(k) || prefix) return v;
        if (!wrapped.has(v)) wrapped.set(v, function (...args) {
          log.called.push(k);
          try { sessionStorage.setItem("__wpwlCheckCalled", JSON.stringify(log.called)); } catch (e) {}
          return v.apply(this, args);
        });
        return wrapped.get(v);
      },
      set(t, k, v) {
        if (typeof k === "string") log.options.push({ key: prefix + k, late: started, kind: typeof v, assigned: true });
        t[k] = v;
        return true;
      },
    });
  };
  let options;
  Object.defineProperty(window, "wpwlOptions", {
    configurable: true,
    enumerable: true,
    get: () => {
      // The widget reads wpwlOptions when the DOM is ready (a peek at the locale while the page still loads does not
      // count): a key set after that read is late.
      if (!started && options !== undefined && document.readyState !== "loading" && !fromPage()) started = true;
      return options;
    },
    set: (v) => {
      log.assignments++;
      // A new object before the forms show is read again (the widget mounts anew with it); after, it is not.
      if (ownQuery.call(document, "form.wpwl-form")) log.reassignedLate = true;
      options = watch(v, "");
    },
  });
  let api;
  Object.defineProperty(window, "wpwl", {
    configurable: true,
    enumerable: true,
    get: () => api,
    set: (v) => {
      api = v && typeof v === "object"
        ? new Proxy(v, { get(t, k, r) { if (typeof k === "string" && fromPage()) log.api.push(k); return Reflect.get(t, k, r); } })
        : v;
    },
  });
  const query = (proto, name, asClass) => {
    const own = proto[name];
    if (typeof own !== "function") return;
    proto[name] = function (selector, ...rest) {
      if (typeof selector === "string" && /wpwl|\\[name/.test(selector) && fromPage())
        log.selectors.push({ selector: (asClass ? "." + selector.trim().split(/\\s+/).join(".") : selector).slice(0, 300), via: name });
      return own.call(this, selector, ...rest);
    };
  };
  for (const proto of [Document.prototype, Element.prototype, DocumentFragment.prototype])
    for (const name of ["querySelector", "querySelectorAll", "closest", "matches"]) query(proto, name, false);
  for (const proto of [Document.prototype, Element.prototype]) query(proto, "getElementsByClassName", true);
  let policy;
  const trusted = (url) => {
    if (!window.trustedTypes) return url;
    policy = policy || window.trustedTypes.createPolicy("wpwl-check", { createScriptURL: (u) => u });
    return policy.createScriptURL(url);
  };
  const isWidget = (url) => url.includes("/v1/paymentWidgets.js");
  const elsewhere = (url) => !url.startsWith(SANDBOX + "/");
  const records = new WeakMap();
  const src = Object.getOwnPropertyDescriptor(HTMLScriptElement.prototype, "src");
  const sri = Object.getOwnPropertyDescriptor(HTMLScriptElement.prototype, "integrity");
  Object.defineProperty(HTMLScriptElement.prototype, "src", {
    ...src,
    set(v) {
      const url = String(v);
      if (!isWidget(url)) return src.set.call(this, v);
      const record = { src: url, integrity: this.getAttribute("integrity") || "", dynamic: true };
      log.scripts.push(record);
      records.set(this, record);
      if (!elsewhere(url)) return src.set.call(this, v);
      // The established widget's address: the sandbox's script, the check's checkout.
      src.set.call(this, trusted(WIDGET));
      if (this.getAttribute("integrity")) sri.set.call(this, INTEGRITY);
    },
  });
  Object.defineProperty(HTMLScriptElement.prototype, "integrity", {
    ...sri,
    set(v) {
      const record = records.get(this);
      if (record) record.integrity = String(v);
      sri.set.call(this, record && v && elsewhere(record.src) ? INTEGRITY : v);
    },
  });
  const setAttribute = Element.prototype.setAttribute;
  Element.prototype.setAttribute = function (name, value) {
    if (this instanceof HTMLScriptElement && (name === "src" || name === "integrity")) { this[name] = value; return; }
    return setAttribute.call(this, name, value);
  };
})();`;
}
